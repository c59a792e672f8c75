import TipKit

struct ComposeTip: Tip {
    var title: Text { Text("Write a postcard") }
    var message: Text? { Text("Pick a photo and say hello.") }
    var image: Image? { Image(systemName: "square.and.pencil") }
}

struct StampTip: Tip {
    @Parameter static var hasOpenedComposer: Bool = false
    var title: Text { Text("Choose a stamp") }
    var rules: [Rule] {
        #Rule(Self.$hasOpenedComposer) { $0 == true }
    }
}
