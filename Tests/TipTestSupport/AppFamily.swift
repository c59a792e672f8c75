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
