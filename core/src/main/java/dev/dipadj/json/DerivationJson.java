package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.explain.AttackOnSupport;
import dev.dipadj.explain.ConvoyDerivation;
import dev.dipadj.explain.ConvoyFleet;
import dev.dipadj.explain.Derivation;
import dev.dipadj.explain.DerivationWords;
import dev.dipadj.explain.HoldDerivation;
import dev.dipadj.explain.MoveDerivation;
import dev.dipadj.explain.OrderDerivation;
import dev.dipadj.explain.Paradox;
import dev.dipadj.explain.Path;
import dev.dipadj.explain.Strength;
import dev.dipadj.explain.SupportCount;
import dev.dipadj.explain.SupportDerivation;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleChoice;
import dev.dipadj.rules.RuleOption;
import java.util.Objects;

/**
 * The derivation of a movement phase as JSON ({@link Derivation}, from {@code
 * Game.explain(orders)}): the rule options in force, one entry per order with its result (as
 * {@link ResultJson} writes it), its words ({@link DerivationWords}) and the decisions it rests
 * on, and the paradoxes the backup rule settled. It is written only: an app asks for it beside
 * a phase's results and shows it its own way; nothing reads it back into a game.
 */
public final class DerivationJson {
  private DerivationJson() {}

  /**
   * The derivation as a JSON tree.
   *
   * @param derivation the derivation
   * @return {@code {"rules": …, "orders": […], "paradoxes": […]}}
   */
  public static ObjectNode toJson(Derivation derivation) {
    return toJson(null, derivation);
  }

  /**
   * The derivation as a JSON tree, with the phase it derives (the derivation does not know it).
   *
   * @param phase the movement phase adjudicated, or null to leave it out
   * @param derivation the derivation
   * @return {@code {"phase": …, "rules": …, "orders": […], "paradoxes": […]}}
   */
  public static ObjectNode toJson(Phase phase, Derivation derivation) {
    Objects.requireNonNull(derivation, "derivation");
    ObjectNode o = Json.object();
    if (phase != null) {
      o.set("phase", PhaseJson.write(phase));
    }
    o.set("rules", RulesJson.write(derivation.rules()));
    ArrayNode orders = o.putArray("orders");
    for (OrderDerivation d : derivation.orders()) {
      orders.add(order(d, derivation));
    }
    ArrayNode paradoxes = o.putArray("paradoxes");
    for (Paradox p : derivation.paradoxes()) {
      paradoxes.add(paradox(p));
    }
    return o;
  }

  /**
   * The derivation as indented JSON text.
   *
   * @param derivation the derivation
   * @return the JSON text
   */
  public static String write(Derivation derivation) {
    return Json.write(toJson(derivation));
  }

  private static ObjectNode order(OrderDerivation d, Derivation all) {
    ObjectNode o = Json.object();
    o.put("kind", d instanceof MoveDerivation ? "move" : d instanceof SupportDerivation ? "support"
        : d instanceof ConvoyDerivation ? "convoy" : d instanceof HoldDerivation ? "hold" : "other");
    o.set("result", ResultJson.toJson(d.result()));
    o.put("words", DerivationWords.of(d, all));
    if (d instanceof MoveDerivation m) {
      o.set("path", path(m.path()));
      o.set("attack", strength(m.attack()));
      ArrayNode prevents = o.putArray("prevents");
      m.prevents().forEach(s -> prevents.add(strength(s)));
      if (m.defend() != null) {
        o.set("defend", strength(m.defend()));
      }
      if (m.hold() != null) {
        o.set("hold", strength(m.hold()));
      }
      unit(o, "dislodgedBy", m.dislodgedBy());
    } else if (d instanceof SupportDerivation s) {
      ArrayNode attacks = o.putArray("attacks");
      for (AttackOnSupport a : s.attacks()) {
        ObjectNode at = attacks.addObject();
        at.set("attacker", Places.unit(a.attacker()));
        at.set("order", OrderJson.toJson(a.order()));
        at.put("effect", PhaseJson.word(a.effect()));
        rule(at, a.decidedBy());
      }
      unit(o, "dislodgedBy", s.dislodgedBy());
    } else if (d instanceof ConvoyDerivation c) {
      unit(o, "dislodgedBy", c.dislodgedBy());
    } else if (d instanceof HoldDerivation h) {
      o.put("ordered", h.ordered());
      o.set("hold", strength(h.hold()));
      unit(o, "dislodgedBy", h.dislodgedBy());
    }
    return o;
  }

  private static ObjectNode path(Path p) {
    ObjectNode o = Json.object();
    o.put("byConvoy", p.byConvoy());
    o.put("exists", p.exists());
    ArrayNode fleets = o.putArray("fleets");
    for (ConvoyFleet f : p.fleets()) {
      ObjectNode fo = fleets.addObject();
      fo.set("fleet", Places.unit(f.fleet()));
      fo.put("held", f.held());
      unit(fo, "dislodgedBy", f.dislodgedBy());
      fo.put("paradox", f.paradox());
    }
    rule(o, p.decidedBy());
    return o;
  }

  private static ObjectNode strength(Strength s) {
    ObjectNode o = Json.object();
    o.put("kind", s.kind().word());
    unit(o, "unit", s.unit());
    o.put("value", s.value());
    o.put("basis", PhaseJson.word(s.basis()));
    ArrayNode supports = o.putArray("supports");
    for (SupportCount c : s.supports()) {
      ObjectNode co = supports.addObject();
      co.set("supporter", Places.unit(c.supporter()));
      co.set("order", OrderJson.toJson(c.order()));
      co.put("why", PhaseJson.word(c.why()));
      unit(co, "by", c.by());
    }
    return o;
  }

  private static ObjectNode paradox(Paradox p) {
    ObjectNode o = Json.object();
    o.put("kind", PhaseJson.word(p.kind()));
    o.set("head", OrderJson.toJson(p.head()));
    ArrayNode members = o.putArray("members");
    for (Paradox.Member m : p.members()) {
      ObjectNode mo = members.addObject();
      mo.set("order", OrderJson.toJson(m.order()));
      mo.put("ifHeadFails", PhaseJson.word(m.ifHeadFails()));
      mo.put("ifHeadSucceeds", PhaseJson.word(m.ifHeadSucceeds()));
    }
    rule(o, p.rule());
    o.put("words", DerivationWords.paradox(p));
    return o;
  }

  /** A rule option's value that decided something, as the {@code rules} object writes it: {@code {"convoy-paradox": "1982"}}. */
  private static void rule(ObjectNode o, RuleChoice choice) {
    if (choice != null) {
      o.putObject("decidedBy").put(RuleOption.of(choice).name(), choice.value());
    }
  }

  private static void unit(ObjectNode o, String field, Unit u) {
    if (u != null) {
      o.set(field, Places.unit(u));
    }
  }
}
