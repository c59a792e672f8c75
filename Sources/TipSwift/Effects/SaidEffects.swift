#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// `// tipcheck: does …` above a statement: what the team says it does, in
/// `.tipspec` effects, read instead of the statement.
///
///     // tipcheck: does set Flags.saved = true
///     store.mark(&Flags.saved)
///
///     // tipcheck: does nothing
///     analytics.track(tip)
///
/// It decides a verdict that rests on code TipCheck could not read (an
/// approximation or a gap): TipCheck takes the team's word as exact, and
/// the extracted model shows the effects where the comment is.
extension SwiftLowering {
  /// The hint on an approximated statement: how to decide it.
  static let saySoHint =
    "if you know what it does, say so on the line above, in .tipspec effects: '// tipcheck: does set Flags.done = true' (or 'does nothing')"

  /// The effects said above `item`, or nil when no `does` comment is there.
  /// A comment that does not parse is an error at its place (and the
  /// statement reads as doing nothing).
  func saidEffects(above item: CodeBlockItemSyntax, file: Int) -> [EffectSyntax]? {
    var offset = item.position.utf8Offset
    var said: [EffectSyntax]?
    for piece in item.leadingTrivia {
      defer { offset += piece.sourceLength.utf8Length }
      guard case .lineComment(let comment) = piece, let directive = Self.directive(comment), directive.hasPrefix("does ")
      else { continue }
      let text = String(directive.dropFirst("does ".count)).trimmingSpaces()
      if text == "nothing" {
        said = []
        continue
      }
      // Where the effects' text sits in the comment, for errors and ranges.
      let bytes = Array(comment.utf8)
      let textBytes = Array(text.utf8)
      guard let start = bytes.indices.last(where: { bytes[$0...].starts(with: textBytes) }) else { continue }
      let source = files[file].source
      let place = source.range(offset + start, offset + start + textBytes.count)
      let whole = source.range(offset, offset + bytes.count)
      let wrapped = "{ " + text + " }"
      let origins = [
        SourceFile.Origin(offset: 0, range: whole),
        SourceFile.Origin(offset: 2, range: place, verbatim: true),
        SourceFile.Origin(offset: 2 + textBytes.count, range: whole),
      ]
      let (effects, errors) = SpecFrontend.parseSaidEffects(SourceFile(path: place.start.file, text: wrapped, origins: origins))
      diagnostics += errors
      said = errors.hasErrors ? [] : effects
    }
    return said
  }
}
#endif
