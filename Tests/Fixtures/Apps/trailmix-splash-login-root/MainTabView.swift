import SwiftUI

struct MainTabView: View {
    var body: some View {
        TabView {
            TrailsView()
                .tabItem { Label("Trails", systemImage: "map") }
            ProfileView()
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}
