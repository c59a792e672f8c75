import UIKit

final class AlbumsViewController: UITableViewController {
    private let albums = ["Favourites", "Trips", "Family"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "album")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "album", for: indexPath)
        cell.textLabel?.text = albums[indexPath.row]
        return cell
    }
}
