import Foundation

struct TripStop: Hashable {
    let time: String
    let title: String
    let place: String
}

struct Trip: Hashable {
    let id: String
    let destination: String
    let dates: String
    let stops: [TripStop]
    let packing: [String]

    static let upcoming: [Trip] = [
        Trip(id: "lisbon-2025", destination: "Lisbon", dates: "12–16 May", stops: [
            TripStop(time: "09:40", title: "Flight TP1363", place: "Heathrow T2"),
            TripStop(time: "15:00", title: "Check in", place: "Casa do Alfama")
        ], packing: ["Passport", "Adapter (type F)", "Walking shoes"]),
        Trip(id: "edinburgh-2025", destination: "Edinburgh", dates: "6–8 June", stops: [
            TripStop(time: "08:00", title: "LNER to Waverley", place: "King's Cross"),
            TripStop(time: "13:30", title: "Arthur's Seat walk", place: "Holyrood Park")
        ], packing: ["Rain jacket", "Railcard"]),
        Trip(id: "kyoto-2025", destination: "Kyoto", dates: "3–14 October", stops: [
            TripStop(time: "11:05", title: "Flight JL44", place: "Heathrow T3"),
            TripStop(time: "17:20", title: "Haruka to Kyoto", place: "Kansai Airport")
        ], packing: ["Passport", "IC card", "Power bank"])
    ]
}
