#if TIPCHECK_SWIFT_SYNTAX
import TipModel

/// What the lowering has said and read so far: its diagnostics, the source
/// it consumed, and the user actions whose code it read only in part. The
/// soundness passes (UnmodelledCode.swift, ReadingGaps.swift) ask it; every
/// reading pass writes it through `warn`, `consume` and `readingAction`.
///
/// Invariants:
/// - A warning says what it covers: its range is consumed, so the safety
///   net never reports the same code again as unread.
/// - A gap found while an action's code is read is confined to that action
///   (`ReadingGap.confined(to:)`), and an action with a gap over the model
///   stays a move even when nothing read in it changes the model, so that
///   only verdicts whose runs take it rest on the gap.
final class ReadingRecord {
  /// Errors, warnings and notes, in the order they were found.
  var diagnostics: [Diagnostic] = []
  /// Per file, the byte ranges read into the model or warned about.
  private(set) var consumed: [Int: [Range<Int>]] = [:]
  /// Actions whose code was read only in part.
  private(set) var actionsWithGaps: Set<SourceRange> = []
  /// The user action whose code is being read, if any.
  private(set) var actionBeingRead: SourceRange?

  /// Records that the bytes `range` of `file` were read (or warned about).
  func consume(_ range: Range<Int>, file: Int) {
    guard !range.isEmpty else { return }
    consumed[file, default: []].append(range)
  }

  /// A warning with its stable id; a gap found while an action is read is
  /// confined to it.
  func warn(_ message: String, at range: SourceRange, hint: String?, id: String, gap: ReadingGap?) {
    var gap = gap
    if let action = actionBeingRead, gap?.confinedTo == nil { gap = gap?.confined(to: action) }
    if let action = actionBeingRead, gap.map({ !$0.subjects.isEmpty }) == true { actionsWithGaps.insert(action) }
    diagnostics.append(Diagnostic.warning(message, at: range, hint: hint).with(id: id, gap: gap))
  }

  /// Runs `read` as the reading of the action at `origin` (nested actions
  /// restore the outer one).
  func readingAction<Result>(_ origin: SourceRange, _ read: () -> Result) -> Result {
    let outer = actionBeingRead
    actionBeingRead = origin
    defer { actionBeingRead = outer }
    return read()
  }
}
#endif
