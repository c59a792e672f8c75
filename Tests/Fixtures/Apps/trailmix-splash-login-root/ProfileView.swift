import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var session: SessionModel

    var body: some View {
        NavigationStack {
            Form {
                Text(session.userName)
                Button("Sign Out", role: .destructive) {
                    session.signOut()
                }
            }
            .navigationTitle("Profile")
        }
    }
}
