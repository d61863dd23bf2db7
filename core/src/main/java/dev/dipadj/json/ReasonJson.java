package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.map.GameMap;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.Reason;
import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.ConvoyParadoxRule;
import java.util.Set;

/**
 * Why an order had its outcome: the kind's word ({@code bounced}; {@code illegal} for an
 * illegal order, with the fault's word in {@code illegal}: {@code no-unit}), the sentence a person reads, and the data behind it — the units involved
 * and the strengths compared. Reading takes the kind and the data; the words follow from them.
 */
final class ReasonJson {
  private static final Set<String> FIELDS = Set.of(
      "kind", "illegal", "words", "unit", "movedTo", "rule", "mover", "destination", "wrongCoast", "attack", "rival",
      "prevent", "opponent", "defend", "stays", "samePower", "holder", "hold", "by", "place");

  private ReasonJson() {}

  static String kind(ReasonKind kind) {
    return PhaseJson.word(kind);
  }

  static ObjectNode write(Reason reason) {
    ObjectNode o = Json.object();
    o.put("kind", kind(reason.kind()));
    if (reason instanceof Reason.Illegal r) {
      o.put("illegal", r.reason().word());
    }
    o.put("words", reason.words());
    if (reason instanceof Reason.NotMatched r) {
      o.set("unit", Places.unit(r.other()));
      if (r.movedTo() != null) {
        o.set("movedTo", Places.location(r.movedTo()));
      }
    } else if (reason instanceof Reason.Paradox r) {
      o.put("rule", r.rule().value());
    } else if (reason instanceof Reason.NoRoute r) {
      o.set("mover", Places.unit(r.mover()));
      o.set("destination", Places.location(r.destination()));
      o.put("wrongCoast", r.wrongCoast());
    } else if (reason instanceof Reason.Bounced r) {
      strengths(o, r.mover(), r.attack());
      o.set("rival", Places.unit(r.rival()));
      o.put("prevent", r.prevent());
    } else if (reason instanceof Reason.HeadToHead r) {
      strengths(o, r.mover(), r.attack());
      o.set("opponent", Places.unit(r.opponent()));
      o.put("defend", r.defend());
    } else if (reason instanceof Reason.OwnUnit r) {
      o.set("mover", Places.unit(r.mover()));
      o.set("stays", Places.unit(r.stays()));
      o.put("samePower", r.samePower());
    } else if (reason instanceof Reason.Held r) {
      strengths(o, r.mover(), r.attack());
      o.set("holder", Places.unit(r.holder()));
      o.put("hold", r.hold());
    } else if (reason instanceof Reason.Cut r) {
      o.set("by", Places.unit(r.by()));
    } else if (reason instanceof Reason.Dislodged r) {
      o.set("by", Places.unit(r.by()));
      o.put("attack", r.attack());
    } else if (reason instanceof Reason.RetreatBounced r) {
      o.set("place", Places.location(r.place()));
    }
    return o;
  }

  private static void strengths(ObjectNode o, dev.dipadj.position.Unit mover, int attack) {
    o.set("mover", Places.unit(mover));
    o.put("attack", attack);
  }

  static Reason read(JsonInput in, GameMap map) throws JsonFormatException {
    in.object(FIELDS);
    JsonInput kindField = in.field("kind");
    ReasonKind kind = PhaseJson.pick(ReasonKind.values(), kindField);
    return switch (kind) {
      case NONE -> Reason.NONE;
      case ILLEGAL -> new Reason.Illegal(PhaseJson.pick(IllegalReason.values(), in.field("illegal")), in.field("words").text());
      case NOT_MATCHED -> new Reason.NotMatched(
          Places.unit(in.field("unit"), map),
          in.optional("movedTo").isEmpty() ? null : location(in.field("movedTo"), map));
      case PARADOX -> Reason.Paradox.of(rule(in.field("rule")));
      case NO_ROUTE -> new Reason.NoRoute(
          unit(in, "mover", map), location(in.field("destination"), map), in.field("wrongCoast").bool());
      case BOUNCED -> in.optional("place").isPresent()
          ? new Reason.RetreatBounced(location(in.field("place"), map))
          : new Reason.Bounced(unit(in, "mover", map), strength(in, "attack"), unit(in, "rival", map), strength(in, "prevent"));
      case HEAD_TO_HEAD -> new Reason.HeadToHead(
          unit(in, "mover", map), strength(in, "attack"), unit(in, "opponent", map), strength(in, "defend"));
      case OWN_UNIT -> new Reason.OwnUnit(unit(in, "mover", map), unit(in, "stays", map), in.field("samePower").bool());
      case HELD -> new Reason.Held(unit(in, "mover", map), strength(in, "attack"), unit(in, "holder", map), strength(in, "hold"));
      case CUT -> new Reason.Cut(unit(in, "by", map));
      case DISLODGED -> new Reason.Dislodged(unit(in, "by", map), strength(in, "attack"));
    };
  }

  private static dev.dipadj.position.Unit unit(JsonInput in, String field, GameMap map) throws JsonFormatException {
    return Places.unit(in.field(field), map);
  }

  private static dev.dipadj.map.Location location(JsonInput in, GameMap map) throws JsonFormatException {
    in.object(Places.LOCATION_FIELDS);
    return Places.location(in, map);
  }

  private static int strength(JsonInput in, String field) throws JsonFormatException {
    JsonInput s = in.field(field);
    int n = s.integer();
    if (n < 0) {
      throw s.error("a strength is not negative");
    }
    return n;
  }

  private static ConvoyParadoxRule rule(JsonInput in) throws JsonFormatException {
    String value = in.text();
    for (ConvoyParadoxRule r : ConvoyParadoxRule.values()) {
      if (r.value().equals(value)) {
        return r;
      }
    }
    throw in.error("unknown convoy-paradox rule");
  }
}
