/// A problem found in an input, kept as data: the front ends produce these,
/// and only the command line decides how to print them.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.note, .warning, .error]
      return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
  }

  public var severity: Severity
  public var message: String
  public var range: SourceRange
  /// A hint printed under the caret, such as "did you mean 'Step1Tip'?".
  public var hint: String?
  /// Further located remarks ("first declared here").
  public var notes: [Diagnostic]
  /// A stable identifier of the kind of problem (`swift.statement-not-read`),
  /// for reports and for suppressing one kind; nil for the older messages
  /// that have none yet.
  public var id: String?
  /// For a warning about code read only in part: what the unread code may
  /// touch. Verdicts that depend on it are `unknown` (`ReadingGap`).
  public var gap: ReadingGap?

  /// Whether this warning can change a verdict.
  public var canChangeVerdicts: Bool { gap.map { !$0.subjects.isEmpty } ?? false }

  /// A warning about code read only in part that names nothing of the
  /// model: it cannot change any verdict.
  public var isInert: Bool { gap.map { $0.subjects.isEmpty } ?? false }

  public init(
    _ severity: Severity, _ message: String, at range: SourceRange, hint: String? = nil,
    notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.hint = hint
    self.notes = notes
  }

  /// The same diagnostic with an id and a gap.
  public func with(id: String, gap: ReadingGap? = nil) -> Diagnostic {
    var copy = self
    copy.id = id
    copy.gap = gap
    return copy
  }

  public static func error(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: range, hint: hint)
  }

  public static func warning(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
    Diagnostic(.warning, message, at: range, hint: hint)
  }

  public var description: String { "\(range.start): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// At most `limit` errors per file, in order, then one error saying how
  /// many more there are: a file of thousands of errors (a fuzzed or binary
  /// one) is reported, rendered and printed in time linear in its size.
  public func cappedPerFile(errors limit: Int = 100) -> [Diagnostic] {
    var counts: [String: Int] = [:]
    var kept: [Diagnostic] = []
    var firstDropped: [String: Diagnostic] = [:]
    var fileOrder: [String] = []
    for diagnostic in self {
      guard diagnostic.severity == .error else {
        kept.append(diagnostic)
        continue
      }
      let file = diagnostic.range.start.file
      counts[file, default: 0] += 1
      if counts[file, default: 0] <= limit {
        kept.append(diagnostic)
      } else if firstDropped[file] == nil {
        firstDropped[file] = diagnostic
        fileOrder.append(file)
      }
    }
    for file in fileOrder {
      guard let first = firstDropped[file], let count = counts[file] else { continue }
      kept.append(
        Diagnostic.error(
          "and \(count - limit) more error\(count - limit == 1 ? "" : "s") in this file, from here on (the first \(limit) are listed)",
          at: first.range))
    }
    return kept
  }
}
