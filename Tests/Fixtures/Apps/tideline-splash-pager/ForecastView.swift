import SwiftUI
import TipKit

struct ForecastView: View {
    @ObservedObject var viewModel: ForecastViewModel
    private let chartTip = TideChartTip()

    var body: some View {
        NavigationStack {
            Group {
                if let forecast = viewModel.forecast {
                    List {
                        TipView(chartTip)
                        Section("Next 3 days · \(forecast.station)") {
                            ForEach(forecast.events) { event in
                                LabeledContent {
                                    Text(event.heightMeters, format: .number.precision(.fractionLength(2)))
                                } label: {
                                    Label(event.time.formatted(date: .abbreviated, time: .shortened),
                                          systemImage: event.kind == .high ? "arrow.up" : "arrow.down")
                                }
                            }
                        }
                    }
                    .refreshable { await viewModel.load() }
                } else if let message = viewModel.errorMessage {
                    ContentUnavailableView {
                        Label("No tide data", systemImage: "wifi.exclamationmark")
                    } description: {
                        Text(message)
                    } actions: {
                        Button("Retry") {
                            Task { await viewModel.load() }
                        }
                    }
                } else {
                    ProgressView("Loading tides…")
                }
            }
            .navigationTitle("Forecast")
        }
        .task {
            if viewModel.forecast == nil {
                await viewModel.load()
            }
        }
    }
}
