import SwiftUI
import UIKit
import TipKit

@main
struct DarkroomApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .ignoresSafeArea()
        }
    }
}

struct RootView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: GalleryViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
