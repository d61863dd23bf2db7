package dev.dipadj.resolve;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;

/**
 * A unit dislodged in a movement phase: where its attacker came from, whether that attacker
 * was convoyed, and the places it may retreat to.
 */
public record Dislodgement(
    Unit unit, Province attackerOrigin, boolean byConvoy, ImmutableList<Location> retreats) {}
