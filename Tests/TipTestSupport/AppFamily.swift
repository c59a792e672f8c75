/// A generated Swift app shaped like a large production code base: a hub
/// screen with one link per feature; each feature has its tip (a rule on a
/// parameter), a view model whose method sets it, and a screen with a
/// `TipView` and a button calling the method; the rest of the files are
/// SwiftUI views and models that never touch TipKit. The features share
/// nothing but the navigation between screens, so their tips are
/// independent (hand count: every tip is reachable in three moves — open
/// the feature, tap Load; no two tips are ever visible at once, since each
/// is inline on its own screen).
public enum AppFamily {
  /// File path → Swift source.
  public static func featureApp(features: Int, files: Int) -> [String: String] {
    var sources: [String: String] = [:]
    let links = (0..<features).map { "                NavigationLink(\"Feature \($0)\") { Feature\($0)Screen() }\n" }.joined()
    sources["App.swift"] = """
      import SwiftUI
      import TipKit
      @main
      struct GeneratedApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { HubView() } }
      }
      struct HubView: View {
          var body: some View {
              NavigationStack {
                  List {
      \(links)            }
              }
          }
      }

      """
    for feature in 0..<features {
      sources["Feature\(feature)/Feature\(feature)Tip.swift"] = """
        import TipKit
        struct Feature\(feature)Tip: Tip {
            @Parameter static var ready: Bool = false
            var title: Text { Text("Feature \(feature)") }
            var rules: [Rule] { #Rule(Self.$ready) { $0 } }
        }

        """
      sources["Feature\(feature)/Feature\(feature)Model.swift"] = """
        import Foundation
        final class Feature\(feature)Model: ObservableObject {
            @Published var items: [String] = []
            func load() { items = ["a", "b"]; Feature\(feature)Tip.ready = true }
        }

        """
      sources["Feature\(feature)/Feature\(feature)Screen.swift"] = """
        import SwiftUI
        import TipKit
        struct Feature\(feature)Screen: View {
            @StateObject private var model = Feature\(feature)Model()
            var body: some View {
                VStack {
                    TipView(Feature\(feature)Tip())
                    Button("Load") { model.load() }
                    Filler\(feature)Row(title: "Details")
                }
            }
        }

        """
    }
    for number in 0..<max(0, files - sources.count) {
      sources["Fillers/Filler\(number).swift"] = filler(number)
    }
    return sources
  }

  static func filler(_ n: Int) -> String {
    """
    import SwiftUI
    struct Filler\(n)Row: View {
        let title: String
        @State private var expanded = false
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text(title).font(.headline)
                    Spacer()
                    Button(expanded ? "Less" : "More") { expanded.toggle() }
                }
                if expanded {
                    ForEach(0..<5) { index in
                        Text("Row \\(index) of \\(title)")
                            .foregroundStyle(.secondary)
                            .padding(.vertical, 2)
                    }
                }
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.1)))
        }
    }

    struct Filler\(n)Model: Codable, Hashable {
        var id: Int
        var name: String
        var count: Int
        var tags: [String]
        func summary() -> String { "\\(name) (\\(count))" + tags.joined(separator: ",") }
        mutating func bump() { count += 1; if count > 10 { count = 0 } }
    }

    enum Filler\(n)Kind: String, CaseIterable { case one, two, three, four }

    extension Filler\(n)Model {
        static let sample = Filler\(n)Model(id: \(n), name: "Sample \(n)", count: 0, tags: ["a", "b"])
        var isEmpty: Bool { tags.isEmpty }
        func describe(kind: Filler\(n)Kind) -> String {
            switch kind {
            case .one: return "one \\(name)"
            case .two: return "two \\(name)"
            case .three: return "three \\(name)"
            case .four: return "four \\(name)"
            }
        }
    }

    """
  }
}

extension AppFamily {
  /// A generated app shaped like production code rather than a tutorial:
  /// one tip screen (a view model's method sets the tip's parameter), and
  /// layers of services and view models whose methods call each other —
  /// `do`/`catch`, `Task`, `guard`, closures, extensions, protocols —
  /// with SwiftUI views and UIKit controllers that never show a tip.
  /// Hand count: `WelcomeTip` is reachable in two moves (open Welcome, tap
  /// Start); one inline tip, so single-tip holds; it can always still
  /// appear until shown.
  ///
  /// With `tipInEveryLayer`, the bottom service's `describe` also sets the
  /// tip's parameter, so every service, view model, screen and controller
  /// reaches TipKit through the chain: nothing can be left unparsed (the
  /// front end's worst case). The hand count is the same: the catalog's
  /// first screen sets it on appearing, but the tip shows only on Welcome,
  /// still two moves away.
  public static func productionApp(files: Int, tipInEveryLayer: Bool = false) -> [String: String] {
    var sources: [String: String] = [:]
    let layers = max(1, (files - 4) / 4)
    sources["App.swift"] = """
      import SwiftUI
      import TipKit
      @main
      struct ProductionApp: App {
          init() { try? Tips.configure() }
          var body: some Scene { WindowGroup { RootView() } }
      }
      struct RootView: View {
          var body: some View {
              NavigationStack {
                  List {
                      NavigationLink("Welcome") { WelcomeScreen() }
                      NavigationLink("Catalog") { Screen0() }
                  }
              }
          }
      }

      """
    sources["Welcome/WelcomeTip.swift"] = """
      import TipKit
      struct WelcomeTip: Tip {
          @Parameter static var started: Bool = false
          var title: Text { Text("Welcome") }
          var rules: [Rule] { #Rule(Self.$started) { $0 } }
      }

      """
    sources["Welcome/WelcomeModel.swift"] = """
      import Foundation
      @MainActor
      final class WelcomeModel: ObservableObject {
          @Published var status = ""
          private let service = Service0()
          func start() {
              status = service.describe(3)
              WelcomeTip.started = true
          }
      }

      """
    sources["Welcome/WelcomeScreen.swift"] = """
      import SwiftUI
      import TipKit
      struct WelcomeScreen: View {
          @StateObject private var model = WelcomeModel()
          var body: some View {
              VStack {
                  TipView(WelcomeTip())
                  Text(model.status)
                  Button("Start") { model.start() }
              }
          }
      }

      """
    for k in 0..<layers {
      let previous = k == 0 ? nil : k - 1
      let call = previous.map { "Service\($0)().describe(count - 1)" } ?? "String(count)"
      sources["Services/Service\(k).swift"] = """
        import Foundation
        protocol Service\(k)Delegate: AnyObject { func serviceDidFinish(_ value: String) }
        enum Service\(k)Error: Error { case empty, failed(String) }
        final class Service\(k) {
            weak var delegate: Service\(k)Delegate?
            private var cache: [Int: String] = [:]
            func describe(_ count: Int) -> String {\(k == 0 && tipInEveryLayer ? "\n        WelcomeTip.started = true" : "")
                guard count > 0 else { return "none" }
                if let known = cache[count] { return known }
                let value = \(call)
                cache[count] = value
                return value
            }
            func fetch(_ ids: [Int]) async throws -> [String] {
                guard !ids.isEmpty else { throw Service\(k)Error.empty }
                return ids.map { describe($0) }.filter { !$0.isEmpty }
            }
            func refresh() {
                Task {
                    do {
                        let values = try await fetch([1, 2, 3])
                        delegate?.serviceDidFinish(values.joined(separator: ","))
                    } catch Service\(k)Error.failed(let reason) {
                        delegate?.serviceDidFinish(reason)
                    } catch {
                        delegate?.serviceDidFinish("error")
                    }
                }
            }
        }
        extension Service\(k) {
            func summary(of items: [String]) -> String {
                items.sorted().reduce(into: "") { result, item in result += item.prefix(3) }
            }
        }

        """
      sources["Models/ViewModel\(k).swift"] = """
        import Foundation
        @MainActor
        final class ViewModel\(k): ObservableObject, Service\(k)Delegate {
            @Published var rows: [String] = []
            @Published var message = ""
            private let service = Service\(k)()
            init() { service.delegate = self }
            func load() {
                rows = (0..<5).map { service.describe($0) }
                service.refresh()
            }
            nonisolated func serviceDidFinish(_ value: String) {
                Task { @MainActor in self.message = value }
            }
            func select(_ index: Int) {
                guard rows.indices.contains(index) else { return }
                message = service.summary(of: [rows[index]])
            }
        }

        """
      let next = k + 1 < layers ? "NavigationLink(\"Next\") { Screen\(k + 1)() }" : "Text(\"End\")"
      sources["Screens/Screen\(k).swift"] = """
        import SwiftUI
        struct Screen\(k): View {
            @StateObject private var model = ViewModel\(k)()
            @State private var filter = ""
            var body: some View {
                List {
                    ForEach(Array(model.rows.enumerated()), id: \\.offset) { index, row in
                        Button(row) { model.select(index) }
                    }
                    Text(model.message)
                    \(next)
                }
                .searchable(text: $filter)
                .onAppear { model.load() }
            }
        }

        """
      sources["Controllers/Controller\(k).swift"] = """
        import UIKit
        final class Controller\(k): UIViewController, UITableViewDataSource, UITableViewDelegate {
            private let tableView = UITableView()
            private var items: [String] = []
            private let service = Service\(k)()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.dataSource = self
                tableView.delegate = self
                view.addSubview(tableView)
                items = (0..<10).map { service.describe($0) }
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let detail = UIViewController()
                detail.title = items[indexPath.row]
                navigationController?.pushViewController(detail, animated: true)
            }
        }

        """
    }
    return sources
  }
}
