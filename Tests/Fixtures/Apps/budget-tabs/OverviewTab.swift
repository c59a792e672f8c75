import SwiftUI
import TipKit

struct OverviewTab: View {
    @Binding var selection: AppTab
    private let categoryTip = CategoryBudgetTip()

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                TipView(categoryTip)
                Circle()
                    .fill(.green.gradient)
                    .frame(width: 180, height: 180)
                    .overlay(Text("$1,240 left").font(.headline))
                Button(action: { selection = .transactions }) {
                    Label("Review spending", systemImage: "arrow.right.circle")
                }
            }
            .padding()
            .navigationTitle("This month")
        }
    }
}
