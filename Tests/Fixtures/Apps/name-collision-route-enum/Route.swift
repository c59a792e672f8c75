import SwiftUI

enum Route: Hashable {
    case tour
    case settings
}

struct GuideSettingsView: View {
    @AppStorage("autoplayNextStop") private var autoplayNextStop = true
    @AppStorage("largeTranscript") private var largeTranscript = false

    var body: some View {
        Form {
            Section("Audio") {
                Toggle("Play the next stop automatically", isOn: $autoplayNextStop)
            }
            Section("Reading") {
                Toggle("Large transcript text", isOn: $largeTranscript)
            }
        }
        .navigationTitle("Settings")
    }
}
