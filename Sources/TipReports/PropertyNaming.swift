import TipModel
import TipResults

/// How properties are named in every report.
extension PropertySpec {
  /// The tip, tips or expression the property is about, if any.
  public func subject(in model: TutorialModel) -> String? {
    switch kind {
    case .singleTip, .noDeadlock: nil
    case .reachable(let tip): model[tip].name
    case .order(let tips): tips.map { model[$0].name }.joined(separator: " -> ")
    case .invariant(let name, _), .reachableState(let name, _): name
    case .staysInRange(let parameter): model[parameter].qualifiedName
    }
  }

  /// "reachable Tip2", "single-tip".
  public func title(in model: TutorialModel) -> String {
    subject(in: model).map { "\(name) \($0)" } ?? name
  }
}

/// Where a violation is reported, and the lines that go with it as notes.
public struct ViolationCause {
  public var location: SourceRange
  public var notes: [(message: String, location: SourceRange)]
}

extension PropertyResult {
  /// Where a violation is reported when the property has no line of its
  /// own that says more (a default property, not a `check` line): the line
  /// a fix goes to, not the first screen's declaration.
  /// - two tips at once: the site of the tip that appeared last, the sites
  ///   of the others as notes;
  /// - stuck (no-deadlock): the move that got the tutorial stuck (the last
  ///   step), the waiting tip's false rule and the moves that would change
  ///   it as notes;
  /// - a tip that can never appear: its rule that never holds, the moves
  ///   that change what it reads as notes.
  public var cause: ViolationCause? {
    guard verdict == .violated, property.isImplicit else { return nil }
    let notes = related.filter { !$0.range.isSynthesized }.map { (message: $0.message, location: $0.range) }
    switch property.kind {
    case .singleTip:
      guard let steps = trace?.steps, let visible = steps.last?.visible else { return nil }
      let before = steps.count > 1 ? Set(steps[steps.count - 2].visible) : []
      guard let appeared = visible.last(where: { !before.contains($0) }) ?? visible.last,
        let location = appeared.siteLocation, !location.isSynthesized
      else { return nil }
      let alongside = visible.filter { $0 != appeared }.compactMap { tip -> (message: String, location: SourceRange)? in
        guard let location = tip.siteLocation, !location.isSynthesized else { return nil }
        return ("\(tip.tip) is visible here at the same time", location)
      }
      return ViolationCause(location: location, notes: alongside)
    case .noDeadlock:
      if let steps = trace?.steps, steps.count > 1, let last = steps.last?.location, !last.isSynthesized {
        return ViolationCause(location: last, notes: notes)
      }
      guard let first = notes.first else { return nil }
      return ViolationCause(location: first.location, notes: Array(notes.dropFirst()))
    case .reachable:
      guard let first = notes.first else { return nil }
      return ViolationCause(location: first.location, notes: Array(notes.dropFirst()))
    default:
      return nil
    }
  }

  public func subject(in model: TutorialModel) -> String? { property.subject(in: model) }
  public func title(in model: TutorialModel) -> String { property.title(in: model) }

  /// A one-line statement of the problem, for compiler-style lines and CI
  /// annotations.
  public func summary(in model: TutorialModel) -> String {
    let title = title(in: model)
    switch verdict {
    case .holds:
      return expectation == .violated ? "\(title) holds, but the spec expects it to be violated" : "\(title) holds"
    case .unknown:
      return "\(title) is undecided: " + (explanation.first ?? "no reason given")
    case .violated:
      let suffix = expectation == .violated ? " (as expected)" : ""
      switch property.kind {
      case .singleTip:
        let visible = trace?.steps.last?.visible ?? []
        // The same tip at two sites is named with its sites.
        let repeated = Set(visible.map(\.tip)).count < visible.count
        let names = visible.map { repeated ? "\($0.tip) (at “\($0.site)”)" : $0.tip }
        let tips = names.isEmpty ? "two tips" : names.joined(separator: " and ")
        return "single-tip violated\(suffix): \(tips) are visible at once after \(Self.steps(trace?.trace.length ?? 0))"
      case .reachable(let tip):
        return "\(model[tip].name) can never appear\(suffix)" + (explanation.first.map { ": " + $0 } ?? "")
      case .noDeadlock:
        return "no-deadlock violated\(suffix): " + (explanation.first ?? "the tutorial gets stuck")
      default:
        return "\(title) violated\(suffix) after \(Self.steps(trace?.trace.length ?? 0))"
      }
    }
  }

  /// "1 step", "3 steps".
  static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }
}
