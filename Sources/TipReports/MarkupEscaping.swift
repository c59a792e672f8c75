/// Escaping for the XML and HTML reports. Every piece of user text (tip
/// titles, labels, names, file paths) goes through one of these: as element
/// text or a quoted attribute value, or inside the HTML page's embedded
/// JSON, which the page's script only ever writes with `textContent`.
enum MarkupEscaping {
  /// Element text or a quoted attribute value, in XML (JUnit) and HTML;
  /// control characters XML forbids are dropped.
  static func text(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// JSON safe to embed in `<script type="application/json">`: `<`, `>`
  /// and `&` can only occur inside JSON strings, where `\u003c` means the
  /// same to `JSON.parse` and cannot close the script element or open a
  /// comment. (U+2028/U+2029, which older parsers reject, never reach here:
  /// `JSONValue` escapes them in every string.)
  static func scriptJSON(_ value: JSONValue) -> String {
    var result = ""
    for character in value.rendered().unicodeScalars {
      switch character {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
