import SwiftUI
import TipKit

struct AccountView: View {
    @EnvironmentObject private var session: SessionStore

    var body: some View {
        Form {
            Button("Sign Out", role: .destructive) {
                session.signOut()
            }
            .popoverTip(SignOutTip())
        }
        .navigationTitle("Account")
    }
}
