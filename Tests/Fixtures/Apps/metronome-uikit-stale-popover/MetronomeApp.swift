import SwiftUI
import TipKit

@main
struct MetronomeApp: App {
    var body: some Scene {
        WindowGroup {
            MetronomeHost()
                .ignoresSafeArea()
                .task {
                    try? Tips.configure([.displayFrequency(.immediate)])
                }
        }
    }
}

struct MetronomeHost: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        let metronome = MetronomeViewController()
        return UINavigationController(rootViewController: metronome)
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
