import SwiftUI
import TipKit

struct RunHomeView: View {
    @AppStorage("cadence.hasOnboarded") private var hasOnboarded = false
    @StateObject private var model = RunHomeViewModel()

    private let startRunTip = StartRunTip()
    private let audioCuesTip = AudioCuesTip()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                VStack(spacing: 4) {
                    Text(model.weeklyDistance, format: .number.precision(.fractionLength(1)))
                        .font(.system(size: 56, weight: .bold, design: .rounded))
                    Text("km this week")
                        .foregroundStyle(.secondary)
                }
                .padding(.top, 32)

                TipView(audioCuesTip)
                    .padding(.horizontal)

                Spacer()

                Button {
                    startRunTip.invalidate(reason: .actionPerformed)
                    model.startRun()
                } label: {
                    Label("Start Run", systemImage: "play.fill")
                        .font(.title2.weight(.semibold))
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                }
                .buttonStyle(.borderedProminent)
                .popoverTip(startRunTip, arrowEdge: .bottom)
                .padding(.horizontal, 24)
                .padding(.bottom, 32)
            }
            .navigationTitle("Cadence")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Replay Intro") {
                        hasOnboarded = false
                    }
                }
            }
            .fullScreenCover(isPresented: $model.isRunning) {
                RunSessionView(model: model)
            }
        }
    }
}

struct RunSessionView: View {
    @ObservedObject var model: RunHomeViewModel

    var body: some View {
        VStack(spacing: 32) {
            Spacer()
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(elapsed(at: context.date))
                    .font(.system(size: 72, weight: .bold, design: .monospaced))
            }
            Text("Keep it conversational")
                .foregroundStyle(.secondary)
            Spacer()
            HStack(spacing: 16) {
                Button("Discard", role: .destructive) {
                    model.discardRun()
                }
                .buttonStyle(.bordered)

                Button("Finish Run") {
                    model.finishRun()
                }
                .buttonStyle(.borderedProminent)
            }
            .padding(.bottom, 40)
        }
    }

    private func elapsed(at date: Date) -> String {
        let seconds = max(0, Int(date.timeIntervalSince(model.runStartedAt ?? date)))
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}
