import TipModel

/// One component of the state vector.
public struct StateVariable: Hashable, Sendable {
  /// What the variable stands for, for traces and for analyses that need to
  /// know (which variables are parameters, which are abstractions).
  public enum Role: Hashable, Sendable {
    /// A `@Parameter`'s value.
    case parameter(ParameterID)
    /// An event's donation count, saturating at `domain.upperBound`.
    case donations(EventID)
    /// 0 while valid, else `InvalidationReason.code`.
    case invalidation(TipID)
    /// Displays so far, saturating at `maxDisplayCount` (or at 1, "shown").
    case displays(TipID)
    /// A popover site dismissed by a tap outside during the current appearance.
    case dismissed(SiteID)
    /// The index of the screen on display.
    case screen
    /// A new tip was displayed and the display-frequency period has not passed.
    case frequencyLock
    /// Under S11's other reading, a `.firstAvailable` group's current tip:
    /// 0 for none, else the member's position plus one.
    case groupCurrentTip(GroupID)
    /// Under S30's other reading, which of the popovers on one anchor
    /// (these sites, in declaration order) shows: 0 for none, else the
    /// site's position plus one.
    case anchorPresenting([SiteID])
    /// Scratch, set by the relaunch move for the settle step only.
    case relaunched
    /// Not the app's: the phase of an analysis of approximate moves
    /// (ApproximateSystems.swift).
    case analysisPhase
  }

  public var name: String
  public var role: Role
  /// Every value the explicit engine can store.
  public var domain: ClosedRange<Int>
  public var sort: Sort
  /// The value before the first launch (the freshly installed app).
  public var installValue: Int
  /// Scratch variables exist only between a move's effects and the settle
  /// step; they are not part of the state.
  public var isScratch: Bool
  /// True when leaving `domain` is an error in the model (a declared Int
  /// range), false when the domain is exact by construction.
  public var domainIsDeclared: Bool
  /// True for a count kept only up to a cap that is an abstraction (F1,
  /// donation counts): every update saturates with `abstraction: true`, so
  /// an engine with unbounded integers may count past `domain.upperBound`,
  /// and maps values back by capping them.
  public var isAbstractedCounter: Bool = false

  public init(
    name: String, role: Role, domain: ClosedRange<Int>, sort: Sort, installValue: Int, isScratch: Bool = false,
    domainIsDeclared: Bool = false
  ) {
    self.name = name
    self.role = role
    self.domain = domain
    self.sort = sort
    self.installValue = installValue
    self.isScratch = isScratch
    self.domainIsDeclared = domainIsDeclared
  }
}

/// Bit positions of the state variables in a packed state of 64-bit words.
public struct StateLayout: Hashable, Sendable {
  public struct Field: Hashable, Sendable {
    public var word: Int
    public var shift: Int
    public var bits: Int
    public var offset: Int
    public var mask: UInt64 { bits == 64 ? ~0 : (UInt64(1) << UInt64(bits)) - 1 }
  }

  /// Bits of a word that fields fill: the top two stay free, because the
  /// explicit engine marks an empty table slot with all ones in the first
  /// word, and its step memo entries keep two flags above a word's fields.
  /// A state that filled all 64 bits of one word lost both (an occupancy map
  /// per probe, no memoized steps): 8 ordered groups of 4 (64 bits) ran 1.4×
  /// slower in one full word than in two.
  public static let bitsPerWord = 62

  /// One field per non-scratch variable (scratch variables have none).
  public var fields: [Field?]
  public var wordCount: Int
  public var totalBits: Int

  public init(variables: [StateVariable]) {
    var fields: [Field?] = []
    var word = 0
    var used = 0
    var total = 0
    for variable in variables {
      guard !variable.isScratch else {
        fields.append(nil)
        continue
      }
      let span = UInt64(variable.domain.upperBound - variable.domain.lowerBound)
      let bits = span == 0 ? 0 : 64 - span.leadingZeroBitCount
      if used + bits > Self.bitsPerWord && used > 0 {
        word += 1
        used = 0
      }
      fields.append(Field(word: word, shift: used, bits: bits, offset: variable.domain.lowerBound))
      used += bits
      total += bits
    }
    self.fields = fields
    self.wordCount = max(1, word + 1)
    self.totalBits = total
  }

  /// Packs one value per variable (scratch entries ignored).
  public func pack(_ values: [Int]) -> [UInt64] {
    var words = [UInt64](repeating: 0, count: wordCount)
    for (index, field) in fields.enumerated() {
      guard let field else { continue }
      words[field.word] |= UInt64(values[index] - field.offset) << UInt64(field.shift)
    }
    return words
  }

  public func unpack(_ words: some Collection<UInt64>) -> [Int] {
    let array = Array(words)
    return fields.map { field in
      guard let field else { return 0 }
      return Int((array[field.word] >> UInt64(field.shift)) & field.mask) + field.offset
    }
  }
}
