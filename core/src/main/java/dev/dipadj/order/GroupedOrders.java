package dev.dipadj.order;

import com.google.common.collect.ImmutableList;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * Orders listed in groups, power by power in the map's order and within a power unit by
 * unit, that know where each group starts: a power's or a unit's orders are one sublist,
 * found without a scan. The possible orders of a phase are kept this way, so that a bot
 * or a judge picks a unit's orders at once.
 *
 * <p>An order may be kept as a code, made into an {@link Order} by the listing's {@link
 * Decoder} when it is asked for: a bot that picks one order per unit among hundreds makes
 * only the few it picks, and a listing costs a long per order. Such an order is made anew
 * each time it is asked for, equal each time; {@link #all} makes them all once and keeps
 * them. Immutable; made with a {@link Builder}.
 */
public final class GroupedOrders {
  /** Makes the order a code stands for; each listing brings its own. */
  @FunctionalInterface
  public interface Decoder {
    /**
     * The order a code stands for.
     *
     * @param code a code the listing was given
     * @return its order
     */
    Order order(long code);
  }

  private final int size;
  /** Per order: its code, where {@link #made} has no order. */
  private final long[] codes;
  private final Decoder decoder;
  /**
   * Per order: the order as it was added, or null for an order added as a code; null
   * altogether when every order came as a code (Object, not Order: a store into an array
   * of an interface type checks the element's class each time).
   */
  private final Object[] made;
  /** Per power index, where its orders start; one more entry for the end. */
  private final int[] powerStart;
  /** Per province index, where the orders of the unit ordered there start and end (equal when there are none). */
  private final int[] unitStart;
  private final int[] unitEnd;
  private volatile ImmutableList<Order> all;

  private GroupedOrders(int size, long[] codes, Decoder decoder, Object[] made, int[] powerStart, int[] unitStart,
      int[] unitEnd) {
    this.size = size;
    this.codes = codes;
    this.decoder = decoder;
    this.made = made;
    this.powerStart = powerStart;
    this.unitStart = unitStart;
    this.unitEnd = unitEnd;
  }

  /**
   * No orders at all.
   *
   * @param powers the number of powers of the map
   * @param provinces the number of provinces of the map
   * @return the empty listing
   */
  public static GroupedOrders none(int powers, int provinces) {
    return new Builder().reset(powers, provinces).build(null);
  }

  /**
   * The number of orders.
   *
   * @return how many orders are listed
   */
  public int size() {
    return size;
  }

  /**
   * The i-th order, power by power.
   *
   * @param i its index
   * @return the order
   * @throws IndexOutOfBoundsException for an index outside the listing
   */
  public Order get(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException(i);
    }
    Object o = made == null ? null : made[i];
    return o == null ? decoder.order(codes[i]) : (Order) o;
  }

  /**
   * Every order, power by power (each made, the first time this is asked).
   *
   * @return the orders
   */
  public ImmutableList<Order> all() {
    ImmutableList<Order> a = all;
    if (a == null) {
      Order[] orders = new Order[size];
      for (int i = 0; i < size; i++) {
        orders[i] = get(i);
      }
      a = ImmutableList.copyOf(orders);
      all = a;
    }
    return a;
  }

  /**
   * The orders of one power.
   *
   * @param power a power's index on the map
   * @return its orders, an unmodifiable list that makes each order when asked
   * @throws IndexOutOfBoundsException for an index that is not a power's
   */
  public List<Order> ofPower(int power) {
    return slice(powerStart[power], powerStart[power + 1]);
  }

  /**
   * The orders of the unit ordered in a province.
   *
   * @param province a province's index on the map
   * @return its orders, an unmodifiable list that makes each order when asked; empty when
   *     no unit there has any
   * @throws IndexOutOfBoundsException for an index that is not a province's
   */
  public List<Order> ofUnitIn(int province) {
    return slice(unitStart[province], unitEnd[province]);
  }

  private List<Order> slice(int start, int end) {
    return start == end ? List.of() : new Slice(start, end);
  }

  /** Orders {@code start .. end} of the listing, each made when asked. */
  private final class Slice extends AbstractList<Order> implements RandomAccess {
    private final int start;
    private final int end;

    Slice(int start, int end) {
      this.start = start;
      this.end = end;
    }

    @Override
    public Order get(int index) {
      if (index < 0 || index >= end - start) {
        throw new IndexOutOfBoundsException(index);
      }
      return GroupedOrders.this.get(start + index);
    }

    @Override
    public int size() {
      return end - start;
    }
  }

  /**
   * Makes a {@link GroupedOrders}: orders are added power by power in the map's order, and
   * within a power unit by unit, each unit's orders after {@link #unit}; orders that are no
   * unit's (builds, waives) after {@link #power} alone. An order is added made ({@link
   * #add}) or as a code ({@link #addCodes}) for the {@link Decoder} given to {@link #build}.
   * A builder may be {@link #reset} and used again, so that listing phase after phase
   * reuses its arrays.
   */
  public static final class Builder {
    private Object[] made;
    private long[] codes;
    private int size;
    /** Whether some order was added made (not as a code). */
    private boolean anyMade;
    private int[] powerStart = new int[0];
    private int[] unitStart = new int[0];
    private int[] unitEnd = new int[0];
    private int powers;
    private int provinces;
    /** The power whose orders come now, and the province of the unit whose orders come now (-1: none). */
    private int power;
    private int unit;

    /** A builder for listings of any size. */
    public Builder() {
      this(64);
    }

    /**
     * A builder for listings of about this many orders (it grows as needed).
     *
     * @param expected the orders expected
     */
    public Builder(int expected) {
      codes = new long[Math.max(expected, 1)];
      made = new Object[0];
    }

    /**
     * Starts an empty listing for a map.
     *
     * @param powers the number of powers of the map
     * @param provinces the number of provinces of the map
     * @return this builder
     */
    public Builder reset(int powers, int provinces) {
      if (powerStart.length < powers + 1) {
        powerStart = new int[powers + 1];
      }
      if (unitStart.length < provinces) {
        unitStart = new int[provinces];
        unitEnd = new int[provinces];
      }
      Arrays.fill(unitStart, 0, provinces, 0);
      Arrays.fill(unitEnd, 0, provinces, 0);
      if (anyMade) {
        Arrays.fill(made, 0, Math.min(size, made.length), null);
      }
      anyMade = false;
      size = 0;
      this.powers = powers;
      this.provinces = provinces;
      power = 0;
      powerStart[0] = 0;
      unit = -1;
      return this;
    }

    /**
     * The orders that follow are this power's (powers come in the map's order).
     *
     * @param index the power's index
     * @return this builder
     * @throws IllegalArgumentException for a power that came already
     */
    public Builder power(int index) {
      if (index < power || index >= powers) {
        throw new IllegalArgumentException("power " + index + " after power " + power);
      }
      endUnit();
      while (power < index) {
        powerStart[++power] = size;
      }
      return this;
    }

    /**
     * The orders that follow are those of the unit ordered in this province.
     *
     * @param province the province's index
     * @return this builder
     */
    public Builder unit(int province) {
      endUnit();
      unit = province;
      unitStart[province] = size;
      return this;
    }

    /** The unit whose orders came last has them all: its end is where the next ones begin. */
    private void endUnit() {
      if (unit >= 0) {
        unitEnd[unit] = size;
        unit = -1;
      }
    }

    /**
     * Adds an order of the current power (and unit, if one was started).
     *
     * @param order the order
     * @return this builder
     */
    public Builder add(Order order) {
      Objects.requireNonNull(order, "order");
      int i = next();
      if (made.length < codes.length) {
        made = Arrays.copyOf(made, codes.length);
      }
      made[i] = order;
      anyMade = true;
      return this;
    }

    /**
     * Adds orders as codes, the first {@code n} of an array, in its order.
     *
     * @param codes the codes
     * @param n how many
     * @return this builder
     */
    public Builder addCodes(long[] codes, int n) {
      Objects.checkFromIndexSize(0, n, codes.length);
      if (this.codes.length < size + n) {
        this.codes = Arrays.copyOf(this.codes, Math.max(size + n, this.codes.length * 2));
      }
      System.arraycopy(codes, 0, this.codes, size, n);
      size += n;
      return this;
    }

    /** The place of the next order, made room for. */
    private int next() {
      int i = size;
      if (i == codes.length) {
        codes = Arrays.copyOf(codes, i * 2);
      }
      size = i + 1;
      return i;
    }

    /**
     * The listing as it stands; the builder may then be reset.
     *
     * @param decoder makes the orders added as codes (null when there are none)
     * @return the grouped orders
     */
    public GroupedOrders build(Decoder decoder) {
      endUnit();
      int[] starts = Arrays.copyOf(powerStart, powers + 1);
      for (int p = power + 1; p <= powers; p++) {
        starts[p] = size;
      }
      return new GroupedOrders(size, Arrays.copyOf(codes, size), decoder, anyMade ? Arrays.copyOf(made, size) : null,
          starts,
          Arrays.copyOf(unitStart, provinces), Arrays.copyOf(unitEnd, provinces));
    }
  }
}
