import SwiftUI
import TipKit

struct PadScreen: View {
    @State private var pads = Array(repeating: false, count: 16)
    @State private var savedLoops = 0

    var body: some View {
        VStack(spacing: 20) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: 10) {
                ForEach(pads.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(pads[index] ? Color.orange : Color.gray.opacity(0.3))
                        .frame(height: 64)
                        .onTapGesture { pads[index].toggle() }
                }
            }
            TransportBar(pads: $pads, savedLoops: $savedLoops)
        }
        .padding()
        .navigationTitle("Beat Pad")
    }
}
