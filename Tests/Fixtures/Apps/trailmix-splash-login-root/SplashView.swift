import SwiftUI

struct SplashView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "mountain.2.fill")
                .font(.system(size: 64))
            Text("Trailmix")
                .font(.largeTitle.bold())
        }
    }
}
