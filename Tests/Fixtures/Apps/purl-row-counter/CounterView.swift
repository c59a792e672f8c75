import SwiftUI
import TipKit
#if os(iOS)
import UIKit
#endif

struct CounterView: View {
    @Binding var selection: AppTab

    @Environment(ProjectStore.self) private var store
    @AppStorage("hapticsEnabled") private var hapticsEnabled = true

    private let counterTip = RowCounterTip()
    private let finishTip = FinishProjectTip()

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                TipView(counterTip)

                Text(store.current.name)
                    .font(.title2.weight(.semibold))

                VStack(spacing: 0) {
                    Text("\(store.current.rows)")
                        .font(.system(size: 96, weight: .bold, design: .rounded))
                        .monospacedDigit()
                        .contentTransition(.numericText())
                    Text("rows")
                        .foregroundStyle(.secondary)
                }

                HStack(spacing: 16) {
                    Button("Undo") {
                        store.undoRow()
                    }
                    .buttonStyle(.bordered)
                    .disabled(store.current.rows == 0)

                    Button {
                        addRow()
                    } label: {
                        Label("+1 Row", systemImage: "plus")
                            .font(.title3.weight(.semibold))
                            .padding(.horizontal, 24)
                            .padding(.vertical, 8)
                    }
                    .buttonStyle(.borderedProminent)
                }

                Spacer()

                Button("Finish Project") {
                    finishProject()
                }
                .popoverTip(finishTip)
                .disabled(store.current.rows == 0)
            }
            .padding()
            .navigationTitle("Counter")
        }
    }

    private func addRow() {
        counterTip.invalidate(reason: .actionPerformed)
        FinishProjectTip.rowsKnit += 1
        withAnimation {
            store.addRow()
        }
        #if os(iOS)
        if hapticsEnabled {
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
        }
        #endif
    }

    private func finishProject() {
        finishTip.invalidate(reason: .actionPerformed)
        Task {
            await PurlTips.projectFinished.donate()
            do {
                try await store.finishCurrentProject()
            } catch {
                store.lastError = error.localizedDescription
            }
            selection = .library
        }
    }
}
