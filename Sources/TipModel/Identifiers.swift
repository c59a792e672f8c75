/// A typed index into one of a `TutorialModel`'s arrays.
///
/// Model entities refer to each other by these rather than by name, so the
/// later stages never look a name up again; the phantom type keeps a tip's
/// index from being used as a site's.
public struct EntityID<Entity>: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
  public var description: String { "#\(index)" }
}

public typealias TipID = EntityID<Tip>
public typealias ParameterID = EntityID<Parameter>
public typealias EventID = EntityID<Event>
public typealias EnumTypeID = EntityID<EnumType>
public typealias GroupID = EntityID<TipGroup>
public typealias StyleID = EntityID<TipStyle>
public typealias ScreenID = EntityID<Screen>
public typealias SiteID = EntityID<Site>
public typealias UserActionID = EntityID<UserAction>
public typealias HolderID = EntityID<Holder>
