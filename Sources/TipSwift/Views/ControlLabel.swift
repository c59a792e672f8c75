#if TIPCHECK_SWIFT_SYNTAX
/// What a control is called in TipCheck's output: the text the user sees on
/// it ("Save Trail"), or, where that text is data TipCheck does not read, a
/// description of the control ("a trail row"), which a UI test cannot look up.
struct ControlLabel: ExpressibleByStringLiteral, Sendable {
  var text: String
  var describesControl = false

  init(_ text: String, describesControl: Bool = false) {
    self.text = text
    self.describesControl = describesControl
  }

  init(stringLiteral text: String) { self.init(text) }
}
#endif
