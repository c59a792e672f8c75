/// Escaping for the HTML report. Every piece of user text (tip titles,
/// labels, names, file paths) goes through one of these two functions: as
/// element text or attribute value, or inside the page's embedded JSON,
/// which the page's script only ever writes with `textContent`.
enum HTMLEscaping {
  /// Text for an element's content or a quoted attribute value.
  static func text(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for character in string.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// JSON safe to embed in `<script type="application/json">`: `<`, `>`
  /// and `&` can only occur inside JSON strings, where `\u003c` means the
  /// same to `JSON.parse` and cannot close the script element or open a
  /// comment; U+2028/U+2029 are escaped for older parsers.
  static func scriptJSON(_ value: JSONValue) -> String {
    var result = ""
    for character in value.rendered().unicodeScalars {
      switch character {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
