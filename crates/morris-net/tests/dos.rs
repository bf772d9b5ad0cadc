//! Denial of service at the host and at the relay: slow, idle and hijacking peers do not keep
//! the real friend out. Short timeouts through the options; no sleep longer than a second.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use morris_net::{
    Cancel, Code, Link, Listener, NetError, Options, Relay, RelayLimits, Via, join_with,
};

fn opts() -> Options {
    Options {
        handshake_timeout: Duration::from_secs(2),
        write_timeout: Duration::from_secs(2),
        join_wait: Duration::from_secs(5),
        max_rate: 100,
    }
}

/// Sends `bytes` one at a time, `gap` apart, on a thread; the stream stays open after.
fn trickle(addr: String, bytes: Vec<u8>, gap: Duration) -> JoinHandle<Option<Instant>> {
    thread::spawn(move || {
        let mut s = TcpStream::connect(&addr).ok()?;
        for b in bytes {
            if s.write_all(&[b]).is_err() {
                return Some(Instant::now());
            }
            thread::sleep(gap);
        }
        // Wait for the other side to close us (or give up after 5 s).
        s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
        let mut sink = [0u8; 64];
        loop {
            match s.read(&mut sink) {
                Ok(0) | Err(_) => return Some(Instant::now()),
                Ok(_) => {}
            }
        }
    })
}

fn frame(payload: &[u8]) -> Vec<u8> {
    [&(payload.len() as u32).to_be_bytes()[..], payload].concat()
}

#[test]
fn a_slow_hello_at_the_relay_is_closed_at_its_total_deadline() {
    let relay = Relay::bind(
        "127.0.0.1:0",
        RelayLimits {
            hello_timeout: Duration::from_millis(800),
            ..RelayLimits::default()
        },
    )
    .unwrap();
    let addr = relay.local_addr().unwrap().to_string();
    let stop = relay.stopper().unwrap();
    let t = thread::spawn(move || relay.run(|_| {}).unwrap());
    let start = Instant::now();
    // A hello of 20 bytes, one every 300 ms: each gap well under the bound, the whole 6 s.
    let hello = frame(b"morris-relay\x01H\x00\x07");
    let closed = trickle(addr, hello, Duration::from_millis(300))
        .join()
        .unwrap();
    let took = closed.unwrap().duration_since(start);
    assert!(
        took < Duration::from_millis(2500),
        "the slow hello was held {took:?}, past its 800 ms bound"
    );
    stop.stop();
    t.join().unwrap();
}

fn round_trip(host: &mut Link, friend: &mut Link) {
    host.send(b"place a1").unwrap();
    assert_eq!(friend.recv().unwrap(), b"place a1");
    friend.send(b"place d7").unwrap();
    assert_eq!(host.recv().unwrap(), b"place d7");
}

#[test]
fn slow_and_idle_strangers_do_not_keep_the_friend_out_of_a_direct_host() {
    // Handshake bound 2 s; the strangers would hold a one-at-a-time host for much longer.
    let mut l = Listener::bind(&Via::Direct("127.0.0.1:0".into()), &opts()).unwrap();
    let addr = l.local_addr().unwrap().to_string();
    let c = Code::generate(l.nameplate());
    // One trickles a hello a byte every 400 ms (each read within its bound, the whole
    // 6 s), five connect and say nothing; all before the friend.
    let slow = trickle(
        addr.clone(),
        frame(b"morris-link\x01J"),
        Duration::from_millis(400),
    );
    let idle: Vec<TcpStream> = (0..5).map(|_| TcpStream::connect(&addr).unwrap()).collect();
    let c2 = c.clone();
    let host = thread::spawn(move || {
        let r = l.accept(&c2);
        (r, l.wrong_tries())
    });
    thread::sleep(Duration::from_millis(200));
    let start = Instant::now();
    let mut friend = join_with(&Via::Direct(addr), &c, &opts(), &Cancel::new()).unwrap();
    let (result, wrong) = host.join().unwrap();
    let mut host = result.unwrap();
    let took = start.elapsed();
    assert!(
        took < Duration::from_millis(1500),
        "the friend waited {took:?} behind the strangers"
    );
    round_trip(&mut host, &mut friend);
    assert_eq!(wrong, 0, "the strangers are not wrong codes");
    // The slow one is closed at its total deadline, not after its last byte.
    let closed = slow.join().unwrap().unwrap();
    assert!(
        closed.duration_since(start) < Duration::from_millis(4000),
        "the slow stranger was held past the handshake's 2 s"
    );
    drop(idle);
}

#[test]
fn wrong_codes_tried_at_once_are_each_counted() {
    let mut l = Listener::bind(&Via::Direct("127.0.0.1:0".into()), &opts()).unwrap();
    let via = Via::Direct(l.local_addr().unwrap().to_string());
    let c = Code::generate(l.nameplate());
    let [first, second] = c.words();
    let other = if second == "zebra" { "apple" } else { "zebra" };
    let wrong: Code = format!("{}-{first}-{other}", c.nameplate())
        .parse()
        .unwrap();
    let tries: Vec<_> = (0..3)
        .map(|_| {
            let (via, wrong) = (via.clone(), wrong.clone());
            thread::spawn(move || join_with(&via, &wrong, &opts(), &Cancel::new()))
        })
        .collect();
    assert_eq!(l.accept(&c).unwrap_err(), NetError::WrongCode);
    assert_eq!(l.accept(&c).unwrap_err(), NetError::WrongCode);
    assert_eq!(l.accept(&c).unwrap_err(), NetError::CodeSpent);
    assert_eq!(l.wrong_tries(), 3);
    for t in tries {
        assert_eq!(t.join().unwrap().unwrap_err(), NetError::WrongCode);
    }
    // Spent: the right code is not taken any more.
    assert_eq!(l.accept(&c).unwrap_err(), NetError::CodeSpent);
}

/// Says a raw host hello for `nameplate` (with `token` bytes after, if any) and reads the
/// relay's first answer frame.
fn raw_host_hello(addr: &str, nameplate: u16, token: &[u8]) -> Vec<u8> {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
    let np = nameplate.to_be_bytes();
    let hello = [b"morris-relay", &[1, b'H', np[0], np[1]][..], token].concat();
    s.write_all(&frame(&hello)).unwrap();
    let mut head = [0u8; 4];
    s.read_exact(&mut head).unwrap();
    let mut body = vec![0u8; u32::from_be_bytes(head) as usize];
    s.read_exact(&mut body).unwrap();
    body
}

#[test]
fn a_hijacker_cannot_take_a_waiting_hosts_place_at_the_relay() {
    let relay = Relay::bind("127.0.0.1:0", RelayLimits::default()).unwrap();
    let addr = relay.local_addr().unwrap().to_string();
    let stop = relay.stopper().unwrap();
    let t = thread::spawn(move || relay.run(|_| {}).unwrap());
    let via = Via::Relay(addr.clone());
    let mut l = Listener::bind(&via, &opts()).unwrap();
    let c = Code::generate(l.nameplate());
    // Without a token (as an older morris says it), and with a guessed one: "taken" (2).
    assert_eq!(raw_host_hello(&addr, c.nameplate(), &[])[0], 2);
    assert_eq!(raw_host_hello(&addr, c.nameplate(), &[0; 16])[0], 2);
    assert_eq!(raw_host_hello(&addr, c.nameplate(), &[7; 16])[0], 2);
    // The friend still meets the real host.
    let c2 = c.clone();
    let friend = thread::spawn(move || join_with(&via, &c2, &opts(), &Cancel::new()));
    let mut host = l.accept(&c).unwrap();
    let mut friend = friend.join().unwrap().unwrap();
    round_trip(&mut host, &mut friend);
    drop((host, friend));
    stop.stop();
    t.join().unwrap();
}

/// An attacker's report: a place held with an older morris's hello (no token, so never asked
/// whether it is there) kept the real host out for as long as the stranger liked. A host of
/// this version takes such a place, and the stranger cannot take it back. The friend comes
/// once the host holds the place (the stranger's hold closed): a friend who came before would
/// be paired with the stranger, as with any host already waiting there (an older morris's
/// host cannot be told from a stranger; docs/network.md, "Still open").
#[test]
fn a_place_held_without_a_token_gives_way_to_the_real_host() {
    let relay = Relay::bind("127.0.0.1:0", RelayLimits::default()).unwrap();
    let addr = relay.local_addr().unwrap().to_string();
    let stop = relay.stopper().unwrap();
    let t = thread::spawn(move || relay.run(|_| {}).unwrap());
    let via = Via::Relay(addr.clone());
    let c = Code::generate(4242);
    // The stranger holds nameplate 4242 with a tokenless hello: "waiting" (0).
    let mut s = TcpStream::connect(&addr).unwrap();
    let mut hello = b"morris-relay".to_vec();
    hello.extend_from_slice(&[1, b'H']);
    hello.extend_from_slice(&4242u16.to_be_bytes());
    s.write_all(&frame(&hello)).unwrap();
    let mut head = [0u8; 4];
    s.read_exact(&mut head).unwrap();
    let mut body = vec![0u8; u32::from_be_bytes(head) as usize];
    s.read_exact(&mut body).unwrap();
    assert_eq!(body, [0, 0x10, 0x92]);
    // The real host with this code asks for the place (its wait blocks: on a thread).
    let mut l = Listener::for_code(&via, &opts(), &c).unwrap();
    let c2 = c.clone();
    let host = thread::spawn(move || l.accept(&c2));
    // It takes it: the relay closes the stranger's hold (its end, not "paired", not a wait).
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut rest = Vec::new();
    let end = s.read_to_end(&mut rest);
    assert!(
        matches!(end, Ok(0)),
        "the stranger's hold was not closed: {end:?}, then {rest:?}"
    );
    // The stranger cannot take it back with the same hello: "taken" (2).
    assert_eq!(raw_host_hello(&addr, c.nameplate(), &[])[0], 2);
    // The friend meets the real host.
    let mut friend = join_with(&via, &c, &opts(), &Cancel::new()).unwrap();
    let mut host = host.join().unwrap().unwrap();
    round_trip(&mut host, &mut friend);
    drop((host, friend, s));
    stop.stop();
    t.join().unwrap();
}
