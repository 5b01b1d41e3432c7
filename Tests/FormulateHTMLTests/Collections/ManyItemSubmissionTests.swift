import Formulate
import FormulateHTML
import Testing

/// A post that edits a field in each of many items writes each edit into its own item,
/// whatever order the keys come in, and a question about an item's field after the items
/// moved is answered by the item now at that place.
struct ManyItemSubmissionTests {
    /// A fleet of `count` servers, `host0.example` to `host(count-1).example`, every port
    /// `1000 + index`, TLS on for even indexes.
    private func fleet(_ count: Int) -> Fleet {
        Fleet(
            servers: (0..<count).map {
                FleetServer(host: "host\($0).example", port: 1_000 + $0, useTLS: $0.isMultiple(of: 2))
            })
    }

    /// What the page posts for `fleet` with each item's host changed (and every third
    /// item's port), every item's fields posted.
    private func post(editing fleet: Fleet) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = [("name", fleet.name)]
        for (index, server) in fleet.servers.enumerated() {
            pairs.append(("servers.\(index).host", "edited\(index).example"))
            let port = index.isMultiple(of: 3) ? 2_000 + index : server.port
            pairs.append(("servers.\(index).port", String(port)))
            if server.useTLS { pairs.append(("servers.\(index).useTLS", "on")) }
        }
        return pairs
    }

    /// `fleet` as `post(editing:)` changes it.
    private func edited(_ fleet: Fleet) -> Fleet {
        var result = fleet
        for index in result.servers.indices {
            result.servers[index].host = "edited\(index).example"
            if index.isMultiple(of: 3) { result.servers[index].port = 2_000 + index }
        }
        return result
    }

    @Test(arguments: [12, 150])
    func eachItemsEditIsWrittenIntoThatItem(count: Int) throws {
        let start = fleet(count)
        let committed = try FormSubmission.commit(post(editing: start), to: try ModelForm(start))
        #expect(committed == edited(start))
    }

    @Test func keysInAnyOrderReachTheirOwnItems() throws {
        let start = fleet(40)
        // The fields of different items interleaved: each key names another item than the one before.
        let pairs = post(editing: start)
        let interleaved =
            [pairs[0]]
            + pairs.dropFirst().sorted { lhs, rhs in
                let lhsField = lhs.key.split(separator: ".").last ?? ""
                let rhsField = rhs.key.split(separator: ".").last ?? ""
                return lhsField != rhsField
                    ? lhsField < rhsField
                    : lhs.key.count != rhs.key.count
                        ? lhs.key.count > rhs.key.count : lhs.key > rhs.key
            }
        let committed = try FormSubmission.commit(interleaved, to: try ModelForm(start))
        #expect(committed == edited(start))
    }

    @Test func aKeyAfterAMoveNamesTheItemNowThere() throws {
        let form = try ModelForm(fleet(5))
        #expect(form.text(for: "servers.3.host") == "host3.example")
        try form.apply(.move("servers.3", to: 0))
        // Item 3 is now the one that was item 2.
        #expect(form.text(for: "servers.3.host") == "host2.example")
        try form.setText("moved.example", for: "servers.3.host")
        try form.apply(.remove("servers.0"))
        #expect(form.text(for: "servers.3.host") == "host4.example")
        #expect(form.text(for: "servers.2.host") == "moved.example")
        let hosts = try form.commit().servers.map(\.host)
        #expect(hosts == ["host0.example", "host1.example", "moved.example", "host4.example"])
    }

    @Test func aKeyAfterTheListIsReplacedNamesTheNewItems() throws {
        let form = try ModelForm(fleet(3))
        #expect(form.text(for: "servers.1.host") == "host1.example")
        try form.setValue([FleetServer(host: "new0.example"), FleetServer(host: "new1.example")], for: "servers")
        #expect(form.text(for: "servers.1.host") == "new1.example")
        try form.setText("again.example", for: "servers.1.host")
        #expect(try form.commit().servers.map(\.host) == ["new0.example", "again.example"])
    }
}
