import TipExplicitCore
/// What the one- and two-word loops read from a state, summed from the
/// state memo's groups instead of read from registers.
///
/// With the state memo, a state costs a lookup per group, then a write of
/// every member register from its entry's bits, then the residual program
/// (`count(visible) <= 1` over those registers), then a read of every
/// move's guard register to find the enabled moves: on 6 ordered groups of
/// 4, half the search's instructions, for at most six enabled moves. Here
/// each group entry comes with a few sums worked out once, when the entry
/// is filled: the moves its members enable, the moves they say lead back
/// to the state, how many of each counted root's conditions hold, and the
/// tips they show and await. A state then adds up its groups' sums, and
/// the properties read its entries' bits or the sums. Nothing is written
/// to the registers; a state that then needs them (a step that misses its
/// memo, the general path) has them written from its entries and the
/// residual run (`Worker.writeSummarizedRegisters`), so what it reads is
/// what the registers would have held.
///
/// A root the residual computes by counting members
/// (`StateProgramMemo.CountedRoot`: single-tip, a relaunch's self-loop
/// over every tip) gets a lane of the count slot: each group adds how many
/// of its conditions hold, and the root holds when the sum is within its
/// bounds (at most one; all of them).
///
/// A summary exists only when every value the loops read is a
/// member, a constant, or a counted root: each guard of a move a state
/// expands, each self-loop register of a loop step, each checked
/// property, and, with the state graph, each tip's visible and awaited
/// registers (at most 64 tips). Otherwise (a guard that reads too many
/// bits to be memoized and is no conjunction of members), the registers
/// are written as before.
struct StateSummary {
  /// Sums per group entry, beside it in a row of the worker's state memo
  /// (the entry first: `rowWords` words, one line or two).
  static let slots = 5
  static let rowWords = 1 + slots
  static let enabledSlot = 0
  static let selfLoopSlot = 1
  static let countSlot = 2
  static let visibleSlot = 3
  static let awaitedSlot = 4
  /// Counted roots' sums, 16 bits each in the count slot.
  static let lanes = 4
  static let laneWidth: UInt64 = 16

  /// One member's part in its group's sums: added to `slot` when the
  /// member's bit is set in the entry. Within a group and across groups no
  /// two items of the enabled, self-loop, visible and awaited slots share a
  /// bit (a register is a member of one group only), so sums are unions.
  struct Item: Equatable {
    var bit: UInt64
    var slot: Int
    var weight: UInt64
  }

  /// Per group, its items.
  let items: [[Item]]
  /// What every state starts from: the constant guards, self-loops and
  /// tips (the count slot starts at zero).
  let constants: [UInt64]
  /// Per lane in use, the bounds within which its root holds.
  let laneBounds: [ClosedRange<UInt64>]
  /// Bits set after the groups are summed, from lanes: `weight` goes into
  /// `slot` when `lane`'s root holds (a self-loop or guard that is a
  /// counted root).
  struct LaneBit: Equatable {
    var lane: Int
    var slot: Int
    var weight: UInt64
  }

  let laneBits: [LaneBit]

  /// Where a property's value is read, as an `Int32` kept beside the
  /// property (`Worker.invariantCodes`): group << 6 | bit for a member;
  /// `laneCode(k)` for the counted root of lane k (true while its count is
  /// within the lane's bounds); `constantFalse` or `constantTrue`.
  static func memberCode(group: Int, bit: Int) -> Int32 { Int32(group << 6 | bit) }
  static func laneCode(_ lane: Int) -> Int32 { Int32(-1 - lane) }
  static let constantFalse: Int32 = -100
  static let constantTrue: Int32 = -101

  /// Per invariant and per reachability property (in the worker's
  /// order), where its value is read.
  let invariantCodes: [Int32]
  let reachabilityCodes: [Int32]

  /// Nil unless the state memo has groups and every value the loops read
  /// can be summed (see the type's comment). `guards` and
  /// `selfLoops`: per move a state expands (the launch, last, excluded),
  /// its guard register and its loop step's self-loop register or -1;
  /// `invariants` and `reachability`: the checked properties' registers, in
  /// the worker's order; `tips`: each tip's visible and awaited registers,
  /// with the graph.
  init?(
    flat: FlatPrograms, constants registerConstants: [(register: Int32, value: Int)],
    guards: [Int32], selfLoops: [Int32], invariants: [Int32], reachability: [Int32],
    tips: [(visible: Int32, awaited: Int32)]?
  ) {
    let groupCount = flat.stateGroupCount
    guard groupCount > 0, guards.count <= 64, (tips?.count ?? 0) <= 64 else { return nil }
    var member: [Int32: (group: Int, bit: Int)] = [:]
    for g in 0..<groupCount {
      let group = flat.stateGroups[g]
      for j in 0..<Int(group.members.count) {
        let register = flat.stateMembers[Int(group.members.start) + j]
        if member[register] == nil { member[register] = (g, j) }
      }
    }
    var constant: [Int32: Int] = [:]
    for (register, value) in registerConstants { constant[register] = value }
    var items = [[Item]](repeating: [], count: groupCount)
    var starts = [UInt64](repeating: 0, count: Self.slots)
    var lanes: [Int32] = []
    var laneBounds: [ClosedRange<UInt64>] = []
    var laneBits: [LaneBit] = []
    /// The lane of a counted root, given one on first use; nil when the
    /// register is none, or the lanes are all taken.
    func lane(_ register: Int32) -> Int? {
      if let lane = lanes.firstIndex(of: register) { return lane }
      guard let counted = flat.stateCounted.first(where: { $0.root == register }), lanes.count < Self.lanes else {
        return nil
      }
      // Counted roots' conditions are members (`StateProgramMemo.counted`);
      // a lane's sum, at most its number of conditions, carries into the
      // next lane only past 2^16 - 1.
      let places = counted.conditions.compactMap { member[$0] }
      guard places.count == counted.conditions.count, places.count < 1 << Self.laneWidth else { return nil }
      let lane = lanes.count
      for (g, j) in places {
        items[g].append(Item(bit: UInt64(j), slot: Self.countSlot, weight: 1 << (Self.laneWidth * UInt64(lane))))
      }
      lanes.append(register)
      laneBounds.append(counted.all ? UInt64(counted.conditions.count)...UInt64(counted.conditions.count) : 0...1)
      return lane
    }
    /// A Boolean register's part in `slot` with `weight`; false when it
    /// is neither a member, a constant nor a counted root.
    func add(_ register: Int32, slot: Int, weight: UInt64) -> Bool {
      if let (g, j) = member[register] {
        items[g].append(Item(bit: UInt64(j), slot: slot, weight: weight))
        return true
      }
      if let value = constant[register] {
        if value != 0 { starts[slot] |= weight }
        return true
      }
      if let lane = lane(register) {
        laneBits.append(LaneBit(lane: lane, slot: slot, weight: weight))
        return true
      }
      return false
    }
    for (move, register) in guards.enumerated() {
      guard add(register, slot: Self.enabledSlot, weight: 1 << UInt64(move)) else { return nil }
    }
    for (move, register) in selfLoops.enumerated() where register >= 0 {
      guard add(register, slot: Self.selfLoopSlot, weight: 1 << UInt64(move)) else { return nil }
    }
    for (tip, registers) in (tips ?? []).enumerated() {
      guard add(registers.visible, slot: Self.visibleSlot, weight: 1 << UInt64(tip)),
        add(registers.awaited, slot: Self.awaitedSlot, weight: 1 << UInt64(tip))
      else { return nil }
    }
    // Properties: a member's bit, a constant, or a counted root's lane.
    func code(_ register: Int32) -> Int32? {
      if let (g, j) = member[register] { return Self.memberCode(group: g, bit: j) }
      if let value = constant[register] { return value != 0 ? Self.constantTrue : Self.constantFalse }
      return lane(register).map(Self.laneCode)
    }
    var invariantCodes: [Int32] = []
    for register in invariants {
      guard let code = code(register) else { return nil }
      invariantCodes.append(code)
    }
    var reachabilityCodes: [Int32] = []
    for register in reachability {
      guard let code = code(register) else { return nil }
      reachabilityCodes.append(code)
    }
    self.items = items
    self.constants = starts
    self.laneBounds = laneBounds
    self.laneBits = laneBits
    self.invariantCodes = invariantCodes
    self.reachabilityCodes = reachabilityCodes
  }

  /// Writes a group entry's sums, from its member bits, into `sums`
  /// (`slots` words).
  static func writeSums(of entry: UInt64, items: [Item], into sums: UnsafeMutablePointer<UInt64>) {
    for slot in 0..<slots { sums[slot] = 0 }
    for item in items where (entry >> item.bit) & 1 != 0 { sums[item.slot] &+= item.weight }
  }
}
