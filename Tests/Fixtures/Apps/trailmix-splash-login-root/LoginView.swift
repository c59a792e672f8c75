import SwiftUI

struct LoginView: View {
    @EnvironmentObject private var session: SessionModel
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Sign In") {
                session.signIn(as: name.isEmpty ? "Hiker" : name)
            }
        }
    }
}
