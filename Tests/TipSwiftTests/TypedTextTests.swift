import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// A Save disabled until the user has typed what it needs (TypedText.swift):
/// typing is the user's choice and changes nothing the model holds, so the
/// button is read as enabled, exactly. Verdicts and lengths by hand.
@Suite("A form's Save, disabled until its fields are typed", .enabled(if: SwiftFrontend.isAvailable))
struct TypedTextTests {
  typealias V = ApproximatedSwiftTests

  /// Goal needs `Flags.done`, set by Save in an add sheet whose Save is
  /// `.disabled(disabled)`; the sheet's text field binds `field`.
  static func app(disabled: String, field: String = "$model.title") -> String {
    """
    import SwiftUI
    import TipKit
    import Observation
    struct Flags { @Parameter static var done = false }
    struct Goal: Tip {
        var title: Text { Text("Goal") }
        var rules: [Rule] { #Rule(Flags.$done) { $0 } }
    }
    @Observable final class FormModel {
        var title = ""
        var note = ""
        var canSave: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty && note.count < 200 }
    }
    @main struct FormApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Home() } }
    }
    struct Home: View {
        @State private var adding = false
        var body: some View {
            VStack {
                TipView(Goal())
                Button("Add") { adding = true }
            }
            .sheet(isPresented: $adding) { AddSheet() }
        }
    }
    struct AddSheet: View {
        @State private var model = FormModel()
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Form {
                TextField("Title", text: \(field))
                TextField("Note", text: $model.note)
                Button("Save") { Flags.done = true; dismiss() }
                    .disabled(\(disabled))
            }
        }
    }
    """
  }

  @Test("Disabled until typed: Save is enabled once the fields are filled, so Goal shows after Add, Save")
  func typedFieldsEnable() throws {
    // By hand: Add (1), type a title, Save (2): back on Home, Goal shows.
    for disabled in ["!model.canSave", "model.title.isEmpty", "model.title.isEmpty || model.note.count > 500"] {
      let (result, verdicts) = try V.verdicts(Self.app(disabled: disabled), lengths: true)
      #expect(verdicts["reachable Goal"] == "holds 2", "\(disabled): \(verdicts)")
      #expect(!result.diagnostics.contains { $0.id == "swift.disabled-ignored" }, "\(disabled)")
    }
  }

  @Test("A field no text field binds, or a condition typing cannot make false: the disabled Save stays a gap")
  func notTyped() throws {
    // The title is bound to nothing the user types into, or the condition
    // holds whatever is typed (empty, or of some length): on a device Save
    // is never enabled.
    for (disabled, field) in [("model.title.isEmpty", "$model.note"), ("model.title.isEmpty || model.title.count > 0", "$model.title")] {
      let (result, verdicts) = try V.verdicts(Self.app(disabled: disabled, field: field))
      #expect(verdicts["reachable Goal"] == "unknown", "\(disabled): \(verdicts)")
      #expect(result.diagnostics.contains { $0.id == "swift.disabled-ignored" }, "\(disabled)")
    }
  }
}
