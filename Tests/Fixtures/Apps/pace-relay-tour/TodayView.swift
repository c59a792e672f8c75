import SwiftUI
import TipKit

struct TodayView: View {
    @State var viewModel: TodayViewModel

    private let startRunTip = StartRunTip()
    private let audioCuesTip = AudioCuesTip()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    TipView(startRunTip)

                    Button {
                        viewModel.toggleRun()
                    } label: {
                        Text(viewModel.isRunning ? "Finish Run" : "Start Run")
                            .font(.title2.weight(.semibold))
                            .frame(maxWidth: .infinity, minHeight: 64)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(viewModel.isRunning ? .red : .green)

                    TipView(audioCuesTip)

                    GroupBox("Coaching") {
                        Toggle("Audio cues every km", isOn: $viewModel.audioCuesEnabled)
                    }
                }
                .padding()
            }
            .navigationTitle("Today")
        }
    }
}
