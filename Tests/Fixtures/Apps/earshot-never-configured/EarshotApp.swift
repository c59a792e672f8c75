import SwiftUI
import AVFoundation

@main
struct EarshotApp: App {
    init() {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            LibraryView()
        }
    }
}
