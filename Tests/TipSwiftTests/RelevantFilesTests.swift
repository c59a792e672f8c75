import Foundation
import Testing
import TipModel
import TipResults
import TipTestSupport

@testable import TipSwift

/// Which files the front end parses (`RelevantFiles`), tested two ways:
/// against the simple core (every file parsed: a verdict decided both ways
/// is the same, on the whole fixture corpus and the generated apps), and
/// on small apps, one per way code can reach a tip without naming its
/// type, with the files that must be read counted by hand.
@Suite("Relevant files: what is not parsed cannot change a verdict", .enabled(if: SwiftFrontend.isAvailable))
struct RelevantFilesTests {
  static func sources(_ app: [String: String]) -> [SourceFile] {
    app.keys.sorted().map { SourceFile(path: $0, text: app[$0] ?? "") }
  }

  /// The paths parsed for an app.
  static func parsed(_ app: [String: String]) -> Set<String> {
    let sources = Self.sources(app)
    return Set(RelevantFiles(sources.map { FileWords($0.text) }).parsed.map { sources[$0].path })
  }

  @Test("The production-shaped app: the tip's screen, its model, the App and what they name; no service chain")
  func productionApp() {
    for files in [60, 600] {
      #expect(
        Self.parsed(AppFamily.productionApp(files: files)) == [
          "App.swift", "Welcome/WelcomeTip.swift", "Welcome/WelcomeModel.swift", "Welcome/WelcomeScreen.swift",
          "Services/Service0.swift", "Screens/Screen0.swift",
        ])
    }
  }

  static let tip = """
    import TipKit
    struct StepTip: Tip {
        @Parameter static var ready: Bool = false
        var title: Text { Text("Step") }
        var rules: [Rule] { #Rule(Self.$ready) { $0 } }
    }
    """

  @Test("A call through a protocol the tip's code conforms to reaches it: the protocol and its callers are read")
  func protocolDispatch() {
    let app = [
      "StepTip.swift": Self.tip,
      "Analytics.swift": "protocol Analytics { func track(_ event: String) }\n",
      "TipAnalytics.swift": """
        import TipKit
        final class TipAnalytics: Analytics {
            func track(_ event: String) { StepTip.ready = true }
        }
        """,
      "Checkout.swift": "final class Checkout {\n    let analytics: Analytics\n    init(analytics: Analytics) { self.analytics = analytics }\n    func pay() { analytics.track(\"pay\") }\n}\n",
      "Ledger.swift": "final class Ledger { var total = 0 }\n",
    ]
    #expect(Self.parsed(app) == ["StepTip.swift", "Analytics.swift", "TipAnalytics.swift", "Checkout.swift"])
  }

  @Test("A global, or a member added to a library type, is used without naming any type: its users are read")
  func globalsAndLibraryExtensions() {
    let app = [
      "StepTip.swift": Self.tip,
      "Tour.swift": """
        import SwiftUI
        import TipKit
        let tour = Tour()
        final class Tour { func finish() { StepTip.ready = true } }
        extension View { func tourStep() -> some View { popoverTip(StepTip()) } }
        extension Tour { func skip() {} }
        """,
      "Settings.swift": "import SwiftUI\nstruct Settings: View {\n    var body: some View { Button(\"Done\") { tour.finish() } }\n}\n",
      "Profile.swift": "import SwiftUI\nstruct Profile: View {\n    var body: some View { Text(\"Me\").tourStep() }\n}\n",
      // `skip` extends an app type: only holders of a `Tour` can call it.
      // Names `View`, which Tour.swift extends, but nothing Tour.swift adds.
      "About.swift": "import SwiftUI\nstruct About: View {\n    var body: some View { Text(\"About\") }\n}\n",
      "Skipper.swift": "struct Skipper {\n    func run(_ steps: [Int]) { steps.forEach { _ in skip() } }\n    func skip() {}\n}\n",
    ]
    #expect(Self.parsed(app) == ["StepTip.swift", "Tour.swift", "Settings.swift", "Profile.swift"])
  }

  @Test("A component that runs its caller's closure is read, with the components it hands it to; a plain one is not followed")
  func componentChains() {
    let app = [
      "StepTip.swift": Self.tip,
      "Home.swift": """
        import SwiftUI
        import TipKit
        struct Home: View {
            var body: some View { Card(title: "Go") { StepTip.ready = true } }
        }
        """,
      "Card.swift": """
        import SwiftUI
        struct Card: View {
            let title: String
            let action: () -> Void
            var body: some View { Frame(run: action) { Badge() } }
        }
        """,
      "Frame.swift": """
        import SwiftUI
        struct Frame<Label: View>: View {
            var run: () -> Void
            @ViewBuilder var label: Label
            var body: some View { Button(action: run) { label } }
        }
        """,
      "Badge.swift": "import SwiftUI\nstruct Badge: View {\n    var body: some View { Image(systemName: \"star\") }\n}\n",
      "BadgeStyle.swift": "struct BadgeStyle { var size = 3 }\nextension Badge { var style: BadgeStyle { BadgeStyle() } }\n",
    ]
    // Badge is named by Card, which is not a carrier: not read (Card is, as a component).
    #expect(Self.parsed(app) == ["StepTip.swift", "Home.swift", "Card.swift", "Frame.swift"])
  }

  @Test("A screen behind a chain of plain screens that can hold the user is read, with the chain")
  func screensThatHoldTheUser() {
    let app = [
      "StepTip.swift": Self.tip,
      "Home.swift": """
        import SwiftUI
        import TipKit
        struct Home: View {
            var body: some View { NavigationStack { VStack { TipView(StepTip()); NavigationLink("Shop") { Shop() } } } }
        }
        """,
      "Shop.swift": "import SwiftUI\nstruct Shop: View {\n    var body: some View { NavigationLink(\"Pay\") { Pay() } }\n}\n",
      "Pay.swift": "import SwiftUI\nstruct Pay: View {\n    var body: some View { Receipt().navigationBarBackButtonHidden(true) }\n}\n",
      "Receipt.swift": "import SwiftUI\nstruct Receipt: View {\n    var body: some View { Text(\"Paid\") }\n}\n",
      "About.swift": "import SwiftUI\nstruct About: View {\n    var body: some View { Text(\"About\") }\n}\n",
    ]
    #expect(Self.parsed(app) == ["StepTip.swift", "Home.swift", "Shop.swift", "Pay.swift"])
  }

  /// A router the tip's screen is reached through: the screen that pushes
  /// the route is two links away from anything naming a tip.
  static let routerApp = [
    "StepTip.swift": Self.tip,
    "Router.swift": """
      import SwiftUI
      enum Route: Hashable { case welcome, about }
      final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func go(_ route: Route) { path.append(route) }
      }
      """,
    "RootView.swift": """
      import SwiftUI
      @main
      struct RouterApp: App {
          @StateObject private var router = Router()
          var body: some Scene {
              WindowGroup {
                  NavigationStack(path: $router.path) {
                      HomeView()
                          .navigationDestination(for: Route.self) { route in
                              switch route {
                              case .welcome: WelcomeScreen()
                              case .about: Text("About")
                              }
                          }
                  }
                  .environmentObject(router)
              }
          }
      }
      """,
    "WelcomeScreen.swift": """
      import SwiftUI
      import TipKit
      struct WelcomeScreen: View {
          var body: some View { TipView(StepTip()).onAppear { StepTip.ready = true } }
      }
      """,
    "HomeView.swift": """
      import SwiftUI
      struct HomeView: View {
          @EnvironmentObject var router: Router
          var body: some View { NavigationLink("Menu") { MenuView() } }
      }
      """,
    "MenuView.swift": """
      import SwiftUI
      struct MenuView: View {
          @EnvironmentObject var router: Router
          var body: some View { Button("Start") { router.go(.welcome) } }
      }
      """,
  ]

  @Test("An object holding a navigation path that a carrier uses is a carrier: the views that push onto it are read")
  func routers() {
    #expect(Self.parsed(Self.routerApp) == Set(Self.routerApp.keys))
  }

  @Test("A file's words: top-level names, library extensions, headers, braces in strings and comments")
  func fileWords() {
    let words = FileWords(
      """
      // struct Commented { }
      let shared = Store() /* { */
      func helper() -> String { "}{" }
      final class Store: ObservableObject, Sendable where Store: AnyObject {
          var items: [String] = []
          func add() { let local = "\\(items.count) }" ; _ = local }
      }
      extension Notification.Name { static let refreshed = Notification.Name("r") }
      extension Store { func clear() {} }
      \"\"\"
      {
      \"\"\"
      var last = 0
      """)
    #expect(words.declaredTypes == ["Commented", "Store"] || words.declaredTypes == ["Store"])
    #expect(words.topLevelNames == ["shared", "helper", "last"])
    #expect(words.extendedTypes == ["Notification", "Store"])
    #expect(words.extensionMembers.map(\.names) == [["refreshed"], ["clear"]])
    #expect(words.inheritedNames.contains("ObservableObject") && words.inheritedNames.contains("AnyObject"))
    #expect(!words.mentionsTipKit && !words.takesCallersCode)
    #expect(FileWords("struct A { var onTap: ((Int) -> Void)? }").takesCallersCode)
    #expect(FileWords("func f(done: @escaping @MainActor () async -> Void) {}").takesCallersCode)
    #expect(FileWords("struct A { let handler: (String) throws -> Int }").takesCallersCode)
    #expect(!FileWords("func describe(_ count: Int) -> String { String(count) }").takesCallersCode)
    #expect(!FileWords("let pair: (Int, Int) = (1, 2)").takesCallersCode)
    // Unbalanced braces: every declared name is taken as top-level.
    #expect(FileWords("struct A {\n  func go() {}\n  var x = #\"say \"{\"#\n}\nlet y = 1").topLevelNames == ["go", "x", "y"])
  }

  /// Every app of the fixture corpus and the generated apps, read from the
  /// relevant files and from every file: where both decide, they agree, and
  /// reading fewer files never leaves undecided what every file decides.
  @Test("Relevant files against every file: the same verdicts on the corpus and the generated apps")
  func agreesWithEveryFile() throws {
    let corpus = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps"
    var apps: [(String, [SourceFile])] = []
    for fixture in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() where !fixture.hasPrefix(".") {
      let directory = corpus + "/" + fixture
      let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
      apps.append(
        (fixture, try names.map { SourceFile(path: directory + "/" + $0, text: try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) }))
    }
    apps.append(("production", Self.sources(AppFamily.productionApp(files: 40))))
    apps.append(("router", Self.sources(Self.routerApp)))
    apps.append(("features", Self.sources(AppFamily.featureApp(features: 3, files: 30))))
    var skipped = 0
    for (name, sources) in apps {
      let relevant = Verifier().verify(swiftApp: name, sources: sources, reading: .relevantFiles)
      let every = Verifier().verify(swiftApp: name, sources: sources, reading: .everyFile)
      skipped += sources.count - RelevantFiles(sources.map { FileWords($0.text) }).parsed.count
      let model = try #require(relevant.model, "\(name): \(relevant.diagnostics)")
      let everyModel = try #require(every.model, "\(name): \(every.diagnostics)")
      let decided = Dictionary(
        every.properties.map { ($0.title(in: everyModel), $0.verdict) }, uniquingKeysWith: { first, _ in first })
      #expect(relevant.properties.count == every.properties.count, "\(name)")
      for property in relevant.properties {
        let title = property.title(in: model)
        guard let full = decided[title], full != .unknown else { continue }
        #expect(property.verdict == full, "\(name): \(title) is \(property.verdict) from the relevant files, \(full) from every file")
      }
    }
    // The comparison means something: files were left out.
    #expect(skipped > 30)
  }
}
