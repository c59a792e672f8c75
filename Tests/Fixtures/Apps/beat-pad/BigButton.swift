import SwiftUI

struct BigButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
            .font(.title3.bold())
            .frame(maxWidth: .infinity, minHeight: 56)
            .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 14))
    }
}
