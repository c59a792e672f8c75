/// Code a front end read only in part, and what that can do to verdicts.
///
/// A Swift app is read by its shape, without a type checker; some of its
/// code touches tips in ways TipCheck does not model. Such code is a warning
/// that carries a gap: which model entities the unread code may touch, and
/// whether the model has *more* behaviour than the device there (both
/// branches of a condition it cannot read) or behaviour that may simply be
/// *wrong* (an ignored statement, a call it cannot follow). A verdict that
/// depends on an entity a gap touches, in a direction the gap does not
/// preserve, is reported `unknown` and names the warning it rests on
/// (`VerdictSoundness` in TipResults): TipCheck never prints a confident
/// error that rests on code it did not model.
public struct ReadingGap: Hashable, Sendable {
  public enum Effect: String, Hashable, Sendable {
    /// The model has every behaviour of the device here and maybe more
    /// (both branches of a condition, a button read as always enabled):
    /// "holds" of a state property and "can never appear" stay true.
    case addsBehaviour
    /// The device may do more than the model here, and the model does
    /// nothing the device does not (a way to a screen TipCheck did not
    /// find): counterexamples and witnesses stay true.
    case missesBehaviour
    /// The model may miss or misstate what the device does here: every
    /// verdict that depends on the subjects rests on it.
    case unknown
  }

  /// A model entity the unread code may touch, by the name the model gives
  /// it (the `.tipspec` spelling).
  public enum Subject: Hashable, Sendable, CustomStringConvertible {
    case tip(String)
    /// `Owner.name`, the parameter's qualified name.
    case parameter(String)
    /// `Owner.name`, the event's qualified name.
    case event(String)
    case group(String)
    /// Which screen is on display and how the user gets there.
    case navigation
    /// Anything at all (a site whose tip cannot be told, a testing API).
    case anything

    public var description: String {
      switch self {
      case .tip(let name): "tip \(name)"
      case .parameter(let name): "parameter \(name)"
      case .event(let name): "event \(name)"
      case .group(let name): "group \(name)"
      case .navigation: "navigation"
      case .anything: "anything"
      }
    }
  }

  public var effect: Effect
  public var subjects: Set<Subject>
  /// The places the gap is confined to, by where they are declared, or nil
  /// when it is not confined to any: user actions (buttons, taps, links)
  /// and tip sites (a site under a condition TipCheck reads as always
  /// true). A counterexample or witness that takes none of the actions and
  /// never has one of the sites mounted is a run of the device whatever the
  /// unread code does: the device mounts such a site at most where the
  /// model does.
  public var confinedTo: Set<SourceRange>?

  public init(_ effect: Effect, _ subjects: Set<Subject>, confinedTo: Set<SourceRange>? = nil) {
    self.effect = effect
    self.subjects = subjects
    self.confinedTo = confinedTo
  }

  /// Code read only in part that names nothing of the model: it cannot
  /// change a verdict (reports summarise such warnings).
  public static let inert = ReadingGap(.unknown, [])

  /// Both gaps at once (one warning said for several pieces of code); two
  /// gaps of different directions together are `unknown`.
  public func merged(with other: ReadingGap) -> ReadingGap {
    let confined: Set<SourceRange>? =
      if let mine = confinedTo, let theirs = other.confinedTo { mine.union(theirs) } else { nil }
    let both = effect == other.effect ? effect : .unknown
    return ReadingGap(both, subjects.union(other.subjects), confinedTo: confined)
  }

  /// The same gap, confined to one user action.
  public func confined(to action: SourceRange) -> ReadingGap {
    ReadingGap(effect, subjects, confinedTo: [action])
  }
}
