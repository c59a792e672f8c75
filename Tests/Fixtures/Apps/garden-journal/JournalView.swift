import SwiftUI
import TipKit

struct JournalView: View {
    private let backupTip = BackupTip()
    @State private var entries = ["Tomatoes flowering", "Sowed basil in the window box"]

    var body: some View {
        List {
            TipView(backupTip)
            ForEach(entries, id: \.self) { entry in
                Text(entry)
            }
        }
        .navigationTitle("Garden Journal")
        .toolbar {
            NavigationLink {
                SettingsView()
            } label: {
                Image(systemName: "gearshape")
            }
        }
    }
}
