/// A JSON document with keys kept in the order written, so reports are
/// byte-for-byte stable (golden files, diffs in CI).
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

  public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

  /// Pretty-printed with two-space indentation.
  public func rendered(indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d):
      guard d.isFinite else { return "null" }
      let rounded = (d * 1_000_000).rounded() / 1_000_000
      return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    case .string(let s): return Self.quote(s)
    case .array(let items):
      if items.isEmpty { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + Self.quote($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "}"
    }
  }

  /// One line, no spaces (for line-oriented consumers).
  public func compact() -> String {
    switch self {
    case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let members): return "{" + members.map { Self.quote($0.0) + ":" + $0.1.compact() }.joined(separator: ",") + "}"
    default: return rendered()
    }
  }

  static func quote(_ s: String) -> String {
    var result = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
