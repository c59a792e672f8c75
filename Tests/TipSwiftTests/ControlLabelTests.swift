import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipSwift
import TipTestSupport

/// What a move is called where the user sees it: a row by the view it shows,
/// a version of a button by its label with its assumption apart, something
/// that is not a tap as an event. The narration says it, and a generated UI
/// test taps only what exists (verdicts and traces worked out by hand).
@Suite("Control labels", .enabled(if: SwiftFrontend.isAvailable))
struct ControlLabelTests {
  static let app = """
    import SwiftUI
    import TipKit

    struct Trail: Identifiable { let id: Int; let name: String }

    struct OfflineTip: Tip {
        @Parameter static var opened = false
        var title: Text { Text("Download for offline use") }
        var rules: [Rule] { #Rule(Self.$opened) { $0 } }
    }

    struct SavedTip: Tip {
        @Parameter static var saved = false
        var title: Text { Text("Find it in Saved") }
        var rules: [Rule] { #Rule(Self.$saved) { $0 } }
    }

    struct SyncTip: Tip {
        @Parameter static var synced = false
        var title: Text { Text("Synced") }
        var rules: [Rule] { #Rule(Self.$synced) { $0 } }
    }

    enum Store { static func save(_ trail: Trail) async throws {} }

    extension Notification.Name { static let syncFinished = Notification.Name("syncFinished") }

    struct TrailRow: View {
        let trail: Trail
        var body: some View { Text(trail.name) }
    }

    struct TrailList: View {
        let trails: [Trail]
        var body: some View {
            List {
                TipView(OfflineTip())
                TipView(SavedTip())
                TipView(SyncTip())
                ForEach(trails) { trail in
                    Button { OfflineTip.opened = true } label: { TrailRow(trail: trail) }
                }
                Button("Save Trail") {
                    Task {
                        do {
                            try await Store.save(trails[0])
                            SavedTip.saved = true
                        } catch {}
                    }
                }
            }
            .onReceive(NotificationCenter.default.publisher(for: .syncFinished)) { _ in SyncTip.synced = true }
        }
    }

    @main struct TrailsApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { TrailList(trails: []) } }
    }
    """

  static func run(_ app: String) throws -> (spec: String, result: SpecResult, uiTests: String) {
    let sources = [SourceFile(path: "App.swift", text: app)]
    let extracted = SwiftFrontend.load(name: "App", sources: sources)
    var run = VerificationRun(specs: [Verifier().verify(swiftApp: "App", sources: sources)])
    run.measureCoverage()
    let result = try #require(run.specs.first)
    return (extracted.spec, result, XCUITestGenerator().render(result))
  }

  static func witness(_ result: SpecResult, _ title: String) throws -> [String] {
    let model = try #require(result.model)
    let property = try #require(result.properties.first { $0.title(in: model) == title }, "\(title)")
    return try #require(property.trace).steps.map(\.action)
  }

  @Test("A row is called by the view it shows; a UI test asks for an identifier rather than tap text that is not there")
  func rows() throws {
    let (spec, result, uiTests) = try Self.run(Self.app)
    #expect(spec.contains(#"button "a trail row" described {"#), "\(spec)")
    #expect(try Self.witness(result, "reachable OfflineTip") == ["Launch the app", "Tap a trail row"])
    #expect(uiTests.contains("TipCheck cannot tell what a trail row shows; give it an .accessibilityIdentifier"), "\(uiTests)")
    #expect(!uiTests.contains(#"app.buttons["a trail row"]"#))
    // With an identifier, the step is a tap of it.
    let identified = Self.app.replacingOccurrences(
      of: "label: { TrailRow(trail: trail) }", with: "label: { TrailRow(trail: trail) }.accessibilityIdentifier(\"trailRow\")")
    let (_, _, tapped) = try Self.run(identified)
    #expect(tapped.contains(#"app.buttons["trailRow"].firstMatch.tap()"#), "\(tapped)")
  }

  @Test("A version of a button keeps its label; what it assumes is said apart, and a UI test taps the button")
  func versions() throws {
    let (spec, result, uiTests) = try Self.run(Self.app)
    #expect(spec.contains(#"button "Save Trail" assuming "it succeeds" {"#), "\(spec)")
    #expect(!spec.contains("it fails"), "the failing version changes nothing: no move")
    #expect(try Self.witness(result, "reachable SavedTip") == ["Launch the app", "Tap “Save Trail” (when it succeeds)"])
    #expect(uiTests.contains(#"app.buttons["Save Trail"].firstMatch.tap()  // TipCheck assumed: it succeeds"#), "\(uiTests)")
  }

  @Test("Something that happens without a tap is an event: told as such, and a UI test stops before it")
  func events() throws {
    let (spec, result, uiTests) = try Self.run(Self.app)
    #expect(spec.contains(#"when "Notification arrives" unprompted {"#), "\(spec)")
    #expect(try Self.witness(result, "reachable SyncTip") == ["Launch the app", "Notification arrives"])
    #expect(uiTests.contains("“Notification arrives” is not a tap a UI test can make"), "\(uiTests)")
    #expect(!uiTests.contains(#"app.buttons["Notification arrives"]"#))
  }

  @Test("The way back is the system's: told as going back, and a UI test taps the navigation bar's back button")
  func back() throws {
    let app = """
      import SwiftUI
      import TipKit

      struct MapTip: Tip {
          @Parameter static var visited = false
          var title: Text { Text("Your trail is on the map") }
          var rules: [Rule] { #Rule(Self.$visited) { $0 } }
      }

      struct TrailDetail: View {
          var body: some View { Text("Ridge").onAppear { MapTip.visited = true } }
      }

      struct Home: View {
          var body: some View {
              NavigationStack {
                  VStack {
                      TipView(MapTip())
                      NavigationLink("Ridge Trail") { TrailDetail() }
                  }
                  .navigationTitle("Trails")
              }
          }
      }

      @main struct TrailsApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { Home() } }
      }
      """
    let (spec, result, uiTests) = try Self.run(app)
    #expect(spec.contains(#"back "Back" -> Home"#), "\(spec)")
    // By hand: the tip is on Home, its flag set on the detail: open it, come back.
    #expect(
      try Self.witness(result, "reachable MapTip") == [
        "Launch the app", "Tap “Ridge Trail” on Home", "Go back to Home (the navigation bar's back button on TrailDetail)",
      ])
    // SwiftUI's back button says "Trails", not "Back": it is found by place.
    #expect(uiTests.contains("app.navigationBars.buttons.element(boundBy: 0).tap()"), "\(uiTests)")
    #expect(!uiTests.contains(#"app.buttons["Back"]"#))
  }

  @Test("A link whose label shows a view is described too: 'a trail row', not 'Link'")
  func linkRows() throws {
    let app = """
      import SwiftUI
      import TipKit

      struct Trail: Identifiable, Hashable { let id: Int; let name: String }

      struct ElevationTip: Tip { var title: Text { Text("See the climb") } }

      struct TrailRow: View {
          let trail: Trail
          var body: some View { Text(trail.name) }
      }

      struct TrailDetail: View {
          var body: some View { TipView(ElevationTip()) }
      }

      struct TrailList: View {
          let trails = [Trail(id: 1, name: "Ridge")]
          var body: some View {
              NavigationStack {
                  List(trails) { trail in
                      NavigationLink { TrailDetail() } label: { TrailRow(trail: trail) }
                  }
              }
          }
      }

      @main struct TrailsApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { TrailList() } }
      }
      """
    let (spec, result, uiTests) = try Self.run(app)
    #expect(spec.contains(#"link "a trail row" described -> TrailDetail"#), "\(spec)")
    #expect(try Self.witness(result, "reachable ElevationTip") == ["Launch the app", "Tap a trail row on TrailList"])
    #expect(uiTests.contains("TipCheck cannot tell what a trail row shows"), "\(uiTests)")
  }

  @Test("A Toggle is a switch the user flips: told so, and a UI test taps the switch, not the middle of its row")
  func toggles() throws {
    let app = """
      import SwiftUI
      import TipKit

      struct BackupTip: Tip {
          @Parameter static var enabled = false
          var title: Text { Text("Backups are on") }
          var rules: [Rule] { #Rule(Self.$enabled) { $0 } }
      }

      struct SettingsView: View {
          @AppStorage("backups") private var backups = false
          var body: some View {
              Form {
                  TipView(BackupTip())
                  Toggle("iCloud Backup", isOn: $backups)
              }
              .onChange(of: backups) { _, isOn in
                  if isOn { BackupTip.enabled = true }
              }
          }
      }

      @main struct BackupApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { SettingsView() } }
      }
      """
    let (spec, result, uiTests) = try Self.run(app)
    #expect(spec.contains(#"toggle "iCloud Backup""#), "\(spec)")
    // By hand: the flag starts off; one flip turns it on, and the change handler sets the rule's parameter.
    #expect(try Self.witness(result, "reachable BackupTip") == ["Launch the app", "Flip the “iCloud Backup” switch"])
    #expect(
      uiTests.contains(#"app.switches["iCloud Backup"].firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5)).tap()"#),
      "\(uiTests)")
    #expect(!uiTests.contains(#"app.buttons["iCloud Backup"]"#))
  }
}
