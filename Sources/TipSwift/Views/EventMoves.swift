#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// `.onChange`, `.onReceive`, `.onSubmit`, `.refreshable`, `.onOpenURL`:
/// what runs when something outside the model happens.
extension SwiftLowering {
  /// `.onChange(of: isOn) { _, new in A.enabled = new }`, `.onReceive`,
  /// `.onSubmit`, `.refreshable`, `.onOpenURL`: what runs when something
  /// outside TipCheck's model happens (the user flips a toggle, a
  /// notification arrives) is a move of its own on this screen, available
  /// at any time. A watched `Bool` makes two versions, one per new value;
  /// the moves add behaviour (they may run where the device would not), so
  /// what rests on them says so.
  ///
  /// What the user does not cause (`.onReceive`, `.onOpenURL`, `.onChange`
  /// of a value the app may change) also happens under a popover and while
  /// a pushed or presented screen covers the view, whose modifiers keep
  /// running: an `unprompted` event on every screen. A submit or a pull to
  /// refresh is the user's, on this screen only.
  func eventMoves(
    _ name: String, _ call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax, _ environment: ViewEnvironment,
    into content: inout ViewContent
  ) {
    let file = environment.file
    let origin = range(call, file: file)
    let watched = call.argument("of")
    // A view flag TipCheck models runs this where it changes (ViewState.swift).
    if let flag = watched?.memberPath?.last, viewStateParameters[specOwner(environment.viewType) + "." + flag] != nil { return }
    let newValue = name == "onChange" ? closure.parameterNames.last : nil
    let what = watched.map { "\($0.trimmedDescription.replacingPrefix("$", with: "")) changes" } ?? Self.eventLabel(name)
    var values: [Bool?] = [nil]
    if newValue != nil, let watched, isBool(watched, in: environment.viewType) { values = [true, false] }
    var variants: [(suffix: String, variant: EffectVariant)] = []
    readingAction(origin) {
      for value in values {
        var inner = scope(environment)
        if let newValue {
          inner.shadowed.insert(newValue)
          if let value { inner.values[newValue] = .boolean(value, ExpressionSyntax.unplaced) }
        }
        for variant in lowerStatements(closure.statements, inner, split: true) {
          variants.append((value.map { " to \($0)" } ?? "", variant))
        }
      }
    }
    var touched: Set<ReadingGap.Subject> = []
    let unprompted = Self.unpromptedEvents.contains(name)
    for (suffix, variant) in variants where !variant.effects.isEmpty {
      var event = move(.event, ControlLabel(what + suffix), variant, origin: origin, environment)
      if unprompted {
        event.isUnprompted = true
        unpromptedEventNodes.append(.declaration(.action(event)))
      } else {
        content.moves.append(event)
      }
      touched.formUnion(subjects(ofEffects: variant.effects))
    }
    guard !touched.isEmpty else { return }
    let subjects = touched
    warn(
      "TipCheck reads '.\(name)' as a move of its own, available at any time \(unprompted ? "on any screen, even under a popover" : "on this screen"); on a device it runs only when \(watched == nil ? "that happens" : "the value changes")",
      call.modifierName, file: file, id: "swift.event-as-move",
      gap: ReadingGap(.addsBehaviour, subjects, confinedTo: [origin]))
    noteConditional(environment, gap: ReadingGap(.addsBehaviour, subjects, confinedTo: [origin]))
  }

  /// The modifiers whose event the user does not cause.
  static let unpromptedEvents: Set<String> = ["onReceive", "onOpenURL", "onChange"]

  static func eventLabel(_ modifier: String) -> String {
    switch modifier {
    case "onReceive": "Notification arrives"
    case "onSubmit": "Submit"
    case "refreshable": "Pull to refresh"
    case "onOpenURL": "Open a link"
    default: modifier
    }
  }

  /// Whether a watched value is a `Bool` property of the view (`@State
  /// private var isOn = false`, `@AppStorage("k") var on: Bool = true`).
  func isBool(_ expression: ExprSyntax, in viewType: String) -> Bool {
    guard let name = expression.memberPath?.last else { return false }
    for (decl, _) in index.types[viewType]?.members ?? [] {
      guard let variable = decl.as(VariableDeclSyntax.self), variable.boundNames.contains(name) else { continue }
      return variable.firstBinding?.typeAnnotation?.type.trimmedDescription == "Bool" || variable.valueExpression?.boolValue != nil
    }
    return false
  }
}
#endif
