/// A `TipGroup` (iOS 18): presents its members one at a time.
public struct TipGroup: Hashable, Sendable {
  /// `TipGroup.Priority`. TipKit's default is `.firstAvailable`.
  public enum Priority: String, Hashable, Sendable {
    /// The current tip is the first member not invalidated, if available.
    case ordered
    /// The current tip is the first available member.
    case firstAvailable
  }

  public var name: String
  public var priority: Priority
  public var members: [TipID]
  public var range: SourceRange

  public init(name: String, priority: Priority, members: [TipID], range: SourceRange) {
    self.name = name
    self.priority = priority
    self.members = members
    self.range = range
  }
}
