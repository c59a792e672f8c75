import Foundation
import Testing
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// Wiring production apps use (issue: "Follow the wiring apps actually
/// use"): each read form with its verdicts worked out by hand, and a form
/// TipCheck does not read that leaves them unknown, never violated.
@Suite("Reading app wiring: tabs, routers", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftWiringTests {
  typealias V = VerdictSoundnessTests

  static let tips = """
    struct A: Tip { var title: Text { Text("a") } }
    struct B: Tip { var title: Text { Text("b") } }

    """

  @Test("A TabView of app views: only the selected tab is on screen; selecting a tab, or setting the selection, is a move")
  func tabs() throws {
    let app =
      Self.tips + """
      enum Section: Hashable { case home, library }
      struct Root: View {
          @State private var section: Section = .home
          var body: some View {
              TabView(selection: $section) {
                  HomeTab(section: $section).tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                  LibraryTab().tabItem { Label("Library", systemImage: "books") }.tag(Section.library)
              }
          }
      }
      struct HomeTab: View {
          @Binding var section: Section
          var body: some View { VStack { TipView(A()); Button("Browse") { section = .library } } }
      }
      struct LibraryTab: View {
          var body: some View { Text("Shelf").popoverTip(B()) }
      }
      """
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let lines = loaded.lines
    #expect(lines.contains("screen LibraryTab {"))
    #expect(lines.contains("link \"Library tab\" -> LibraryTab") && lines.contains("link \"Home tab\" -> Root"))
    #expect(lines.contains("navigate LibraryTab"))
    // By hand: A on the first tab at launch, B only on the other: never both.
    let result = V.verify(app)
    let verdicts = V.verdicts(result)
    #expect(verdicts["single-tip"] == .holds)
    #expect(verdicts["reachable A"] == .holds)
    #expect(verdicts["reachable B"] == .holds)
    #expect(V.property(result, "reachable B")?.trace?.steps.count == 2)
  }

  @Test("A tab whose content is not a view of the app keeps the old reading, with its warning: verdicts resting on it are unknown")
  func tabsNotRead() throws {
    let result = V.verify(
      Self.tips + """
        struct Root: View {
            var body: some View {
                TabView {
                    TipView(A()).tabItem { Text("One") }
                    TipView(B()).tabItem { Text("Two") }
                }
            }
        }
        """)
    // Both mounted at once in the model: on a device only one tab is.
    let single = try #require(V.property(result, "single-tip"))
    #expect(single.verdict == .unknown)
    #expect(single.modelVerdict == .violated)
    #expect(single.restsOn.map(\.id) == ["swift.tabs-all-mounted"])
  }

  @Test("A component taking a closure, in a file that never mentions TipKit: the closure is the parent's code, run where the component calls it")
  func componentClosure() throws {
    let files = [
      "BigButton.swift": """
        struct BigButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action).font(.title) }
        }
        struct RowButton: View {
            let label: String
            var onTap: () -> Void
            var body: some View { Button { onTap() } label: { Text(label) } }
        }
        """,
      "Home.swift": Self.tips + """
        struct Flags { static let ran = Tips.Event(id: "ran") }
        struct Home: View {
            private let a = A()
            var body: some View {
                VStack {
                    TipView(a)
                    BigButton(title: "Run") { Flags.ran.sendDonation() }
                    RowButton(label: "Done", onTap: { a.invalidate(reason: .actionPerformed) })
                }
            }
        }
        """,
    ]
    let result = UnmodelledCodeTests.verify(files)
    #expect(
      result.diagnostics.map(\.message) == ["tip 'B' is not presented by any site, so it can never appear"], "\(result.diagnostics)")
    let model = try #require(result.model)
    #expect(model.actions.map(\.label).sorted() == ["Done", "Run"])
    // Each move is declared where the parent embeds the component.
    #expect(model.actions.map(\.range.start.file) == ["Home.swift", "Home.swift"])
    // By hand: A shows at launch; "Done" closes it for good; B has no site.
    let verdicts = V.verdicts(result)
    #expect(verdicts["reachable A"] == .holds)
    #expect(verdicts["reachable B"] == .violated)
  }

  @Test("A router object: push(_:) appends to its own path, bound by NavigationStack(path: $router.path); the route's @ViewBuilder property is the destination")
  func router() throws {
    let app =
      Self.tips + """
      enum Route: Hashable {
          case detail, settings
          @ViewBuilder var screen: some View {
              switch self {
              case .detail: Detail()
              case .settings: Settings()
              }
          }
      }
      final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func push(_ route: Route) { path.append(route) }
      }
      struct Root: View {
          @StateObject private var router = Router()
          var body: some View {
              NavigationStack(path: $router.path) {
                  Home().navigationDestination(for: Route.self) { $0.screen }
              }
              .environmentObject(router)
          }
      }
      struct Home: View {
          @EnvironmentObject var router: Router
          var body: some View { Button("Open") { router.push(.detail) } }
      }
      struct Detail: View { var body: some View { TipView(A()) } }
      struct Settings: View { var body: some View { TipView(B()) } }
      """
    let loaded = SwiftLoweringTests.extract(app)
    // Nothing pushes .settings: that screen has no way in TipCheck read.
    #expect(
      loaded.diagnostics == [
        "App.swift:30: warning: TipCheck found no way to 'Settings' in the code it read; what it shows and does there rests on navigation it did not model"
      ], "\(loaded.diagnostics)")
    #expect(loaded.lines.contains("navigate Detail"))
    let verdicts = V.verdicts(V.verify(app))
    // By hand: Open shows A on Detail; B's screen rests on navigation not read.
    #expect(verdicts["reachable A"] == .holds)
    #expect(verdicts["reachable B"] == .unknown)
  }
}
