import SwiftUI

struct SettingsView: View {
    @AppStorage("fontSize") private var fontSize = 17.0

    var body: some View {
        Form {
            Slider(value: $fontSize, in: 12...28)
        }
        .navigationTitle("Settings")
    }
}
