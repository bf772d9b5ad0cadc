//! The link as two players use it, on loopback: each test bounded by short timeouts, no sleep
//! longer than a fraction of a second.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use morris_net::{
    Cancel, Code, Link, Listener, MAX_FRAME, NetError, Options, Relay, RelayLimits, RelayStop, Via,
    join_with,
};

fn opts() -> Options {
    Options {
        handshake_timeout: Duration::from_secs(3),
        write_timeout: Duration::from_secs(3),
        join_wait: Duration::from_secs(5),
        max_rate: 100,
    }
}

fn code(s: &str) -> Code {
    s.parse().unwrap()
}

/// A host listening on loopback, and its address for the friend.
fn direct_host() -> (Listener, Via) {
    let l = Listener::bind(&Via::Direct("127.0.0.1:0".into()), &opts()).unwrap();
    let via = Via::Direct(l.local_addr().unwrap().to_string());
    (l, via)
}

fn join_in_thread(via: &Via, code: &Code, o: Options) -> JoinHandle<Result<Link, NetError>> {
    let (via, code) = (via.clone(), code.clone());
    thread::spawn(move || join_with(&via, &code, &o, &Cancel::new()))
}

fn linked_through(via: &Via, listener: &mut Listener, c: &Code) -> (Link, Link) {
    let friend = join_in_thread(via, c, opts());
    let host = listener.accept(c).unwrap();
    (host, friend.join().unwrap().unwrap())
}

fn round_trip(a: &mut Link, b: &mut Link) {
    a.send(b"place a1").unwrap();
    assert_eq!(b.recv().unwrap(), b"place a1");
    b.send(b"place d7").unwrap();
    assert_eq!(a.recv().unwrap(), b"place d7");
}

#[test]
fn a_round_trip_both_ways_with_the_largest_frame() {
    let (mut l, via) = direct_host();
    let c = Code::generate(l.nameplate());
    let (mut host, mut friend) = linked_through(&via, &mut l, &c);
    round_trip(&mut host, &mut friend);
    let big = vec![7u8; MAX_FRAME];
    friend.send(&big).unwrap();
    friend.send(b"").unwrap();
    assert_eq!(host.recv().unwrap(), big);
    assert_eq!(host.recv().unwrap(), b"");
    assert!(!host.relayed());
    assert!(host.peer().starts_with("127.0.0.1:"), "{}", host.peer());
    // Too large to send: refused, and the link goes on.
    assert!(matches!(
        friend.send(&vec![0; MAX_FRAME + 1]),
        Err(NetError::TooLarge { .. })
    ));
    round_trip(&mut host, &mut friend);
}

#[test]
fn the_halves_work_on_two_threads() {
    let (mut l, via) = direct_host();
    let c = Code::generate(l.nameplate());
    let (host, mut friend) = linked_through(&via, &mut l, &c);
    let (mut r, mut w) = host.split();
    let reader = thread::spawn(move || (0..20).map(|_| r.recv().unwrap()).collect::<Vec<_>>());
    for i in 0..20u8 {
        w.send(&[i]).unwrap();
        friend.send(&[i, i]).unwrap();
    }
    for i in 0..20u8 {
        assert_eq!(friend.recv().unwrap(), [i]);
    }
    let got = reader.join().unwrap();
    assert_eq!(got, (0..20u8).map(|i| vec![i, i]).collect::<Vec<_>>());
}

#[test]
fn a_wrong_code_fails_at_once_on_both_sides() {
    let (mut l, via) = direct_host();
    let right = code("7-purple-sausage");
    let friend = join_in_thread(&via, &code("7-purple-salmon"), opts());
    assert_eq!(l.accept(&right).unwrap_err(), NetError::WrongCode);
    assert_eq!(friend.join().unwrap().unwrap_err(), NetError::WrongCode);
    assert_eq!(l.wrong_tries(), 1);
    // The nameplate is part of the password too.
    let friend = join_in_thread(&via, &code("8-purple-sausage"), opts());
    assert_eq!(l.accept(&right).unwrap_err(), NetError::WrongCode);
    assert_eq!(friend.join().unwrap().unwrap_err(), NetError::WrongCode);
    // The right code still gets in after two wrong ones.
    let (mut host, mut friend) = linked_through(&via, &mut l, &right);
    round_trip(&mut host, &mut friend);
}

#[test]
fn the_code_is_spent_after_three_wrong_tries() {
    let (mut l, via) = direct_host();
    let right = code("3-tiger-lemon");
    let mut seen = Vec::new();
    for wrong in ["3-tiger-melon", "3-lemon-tiger", "4-tiger-lemon"] {
        let friend = join_in_thread(&via, &code(wrong), opts());
        seen.push(l.accept(&right).unwrap_err());
        assert_eq!(friend.join().unwrap().unwrap_err(), NetError::WrongCode);
    }
    assert_eq!(
        seen,
        [
            NetError::WrongCode,
            NetError::WrongCode,
            NetError::CodeSpent
        ]
    );
    // Spent: the right code does not get in any more.
    assert_eq!(l.accept(&right).unwrap_err(), NetError::CodeSpent);
}

#[test]
fn a_stranger_who_says_nothing_useful_does_not_end_the_wait() {
    let (mut l, via) = direct_host();
    let c = Code::generate(l.nameplate());
    let Via::Direct(addr) = via.clone() else {
        unreachable!()
    };
    let c2 = c.clone();
    let host = thread::spawn(move || (l.accept(&c2), l.wrong_tries()));
    let mut s = TcpStream::connect(&addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
    s.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    let mut sink = Vec::new();
    // The host answers with its hello and drops the stranger (not a timeout).
    match s.read_to_end(&mut sink) {
        Ok(_) => {}
        Err(e) => assert_eq!(e.kind(), std::io::ErrorKind::ConnectionReset),
    }
    let mut friend = join_in_thread(&via, &c, opts()).join().unwrap().unwrap();
    let (host, wrong) = host.join().unwrap();
    let mut host = host.unwrap();
    round_trip(&mut host, &mut friend);
    assert_eq!(wrong, 0, "a stranger is not a wrong code");
}

/// A fake host that answers the friend's hello with `reply` (raw bytes).
fn fake_host(reply: &'static [u8]) -> (Via, JoinHandle<()>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let via = Via::Direct(listener.local_addr().unwrap().to_string());
    let t = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let _ = s.write_all(reply);
        // Holds the connection until the friend lets it go.
        let mut sink = Vec::new();
        let _ = s.read_to_end(&mut sink);
    });
    (via, t)
}

#[test]
fn a_friend_meeting_something_else_than_a_host_is_told_so() {
    let c = code("5-river-stone");
    let cases: [(&'static [u8], NetError); 4] = [
        (b"\x00\x00\x00\x0dmorris-link\x02H", NetError::Version),
        (
            b"\x00\x00\x00\x0dmorris-link\x01J",
            NetError::Protocol("both sides took the same role"),
        ),
        (
            b"\x00\x00\x00\x05hello",
            NetError::Protocol("not a morris link"),
        ),
        (
            b"HTTP/1.1 200 OK\r\n\r\n",
            NetError::TooLarge {
                len: 0x4854_5450,
                limit: 128,
            },
        ),
    ];
    for (reply, want) in cases {
        let (via, t) = fake_host(reply);
        let got = join_with(&via, &c, &opts(), &Cancel::new()).unwrap_err();
        assert_eq!(got, want);
        t.join().unwrap();
    }
    // Silence: the handshake's timeout.
    let (via, t) = fake_host(b"");
    let o = Options {
        handshake_timeout: Duration::from_millis(200),
        ..opts()
    };
    assert_eq!(
        join_with(&via, &c, &o, &Cancel::new()).unwrap_err(),
        NetError::Timeout
    );
    t.join().unwrap();
}

/// What a tampering proxy does to the friend's first frame after the handshake.
#[derive(Clone)]
enum Tamper {
    /// Sends it twice.
    Replay,
    /// Flips a bit of it.
    Alter,
    /// Sends these bytes after it.
    Append(Vec<u8>),
    /// Drops it (the next frame arrives out of order).
    Drop,
}

/// A proxy from a friend to `target` that does `tamper` to the friend's first frame after the
/// three of the handshake; the host's bytes pass as they are.
fn tampering_proxy(target: SocketAddr, tamper: Tamper) -> Via {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let via = Via::Direct(listener.local_addr().unwrap().to_string());
    thread::spawn(move || {
        let (mut client, _) = listener.accept().unwrap();
        let mut server = TcpStream::connect(target).unwrap();
        let (mut c2, mut s2) = (client.try_clone().unwrap(), server.try_clone().unwrap());
        thread::spawn(move || {
            let _ = std::io::copy(&mut s2, &mut c2);
            let _ = c2.shutdown(Shutdown::Write);
        });
        let mut n = 0;
        loop {
            let mut head = [0u8; 4];
            if client.read_exact(&mut head).is_err() {
                break;
            }
            let mut body = vec![0u8; u32::from_be_bytes(head) as usize];
            if client.read_exact(&mut body).is_err() {
                break;
            }
            let frame = [&head[..], &body].concat();
            n += 1;
            let out = match (&tamper, n) {
                (_, 0..=3) | (_, 5..) => frame,
                (Tamper::Replay, _) => [frame.clone(), frame].concat(),
                (Tamper::Alter, _) => {
                    let mut f = frame;
                    let last = f.len() - 1;
                    f[last] ^= 1;
                    f
                }
                (Tamper::Append(extra), _) => [frame, extra.clone()].concat(),
                (Tamper::Drop, _) => Vec::new(),
            };
            if server.write_all(&out).is_err() {
                break;
            }
        }
        let _ = server.shutdown(Shutdown::Write);
    });
    via
}

/// The host's link after the friend, through a tampering proxy, sent "one" and "two".
fn host_after_tamper(tamper: Tamper) -> (Link, Link) {
    let (mut l, via) = direct_host();
    let Via::Direct(addr) = via else {
        unreachable!()
    };
    let proxied = tampering_proxy(addr.parse().unwrap(), tamper);
    let c = Code::generate(l.nameplate());
    let (host, mut friend) = linked_through(&proxied, &mut l, &c);
    friend.send(b"one").unwrap();
    friend.send(b"two").unwrap();
    (host, friend)
}

/// The link ended with `want` on the host's side, for good, and the friend sees it closed.
fn ended_with(mut host: Link, mut friend: Link, want: &NetError) {
    assert_eq!(host.recv().unwrap_err(), *want);
    assert_eq!(host.recv().unwrap_err(), *want, "the link stays ended");
    friend
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    assert_eq!(friend.recv().unwrap_err(), NetError::Closed);
}

#[test]
fn a_replayed_frame_ends_the_link() {
    let (mut host, friend) = host_after_tamper(Tamper::Replay);
    assert_eq!(host.recv().unwrap(), b"one");
    ended_with(host, friend, &NetError::Tampered);
}

#[test]
fn an_altered_frame_ends_the_link() {
    let (host, friend) = host_after_tamper(Tamper::Alter);
    ended_with(host, friend, &NetError::Tampered);
}

#[test]
fn a_dropped_frame_puts_the_next_out_of_order_and_ends_the_link() {
    let (host, friend) = host_after_tamper(Tamper::Drop);
    ended_with(host, friend, &NetError::Tampered);
}

#[test]
fn garbage_after_a_frame_ends_the_link() {
    let (mut host, friend) = host_after_tamper(Tamper::Append(b"\x00\x00\x00\x03abc".to_vec()));
    assert_eq!(host.recv().unwrap(), b"one");
    ended_with(host, friend, &NetError::Tampered);
}

#[test]
fn a_100_mb_announcement_is_refused_before_it_is_read() {
    let announce = 100_000_000u32.to_be_bytes().to_vec();
    let (mut host, friend) = host_after_tamper(Tamper::Append(announce));
    assert_eq!(host.recv().unwrap(), b"one");
    ended_with(
        host,
        friend,
        &NetError::TooLarge {
            len: 100_000_000,
            limit: (MAX_FRAME + 16) as u64,
        },
    );
}

#[test]
fn too_many_frames_a_second_end_the_link() {
    let (mut l, via) = direct_host();
    let c = Code::generate(l.nameplate());
    let friend = join_in_thread(&via, &c, opts());
    let mut host = l.accept(&c).unwrap();
    let mut friend = friend.join().unwrap().unwrap();
    // A machine too busy to read them within the second fails here, not hangs.
    host.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
    // The host's default bound is 100 a second: 150 at once is too many.
    for i in 0..150u32 {
        if friend.send(&i.to_be_bytes()).is_err() {
            break;
        }
    }
    let mut got = 0;
    let err = loop {
        match host.recv() {
            Ok(_) => got += 1,
            Err(e) => break e,
        }
    };
    assert_eq!(err, NetError::TooFast);
    assert_eq!(got, 100, "the frames within the bound were taken");
    friend
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    assert_eq!(friend.recv().unwrap_err(), NetError::Closed);
}

/// A relay on loopback, running on a thread, and what it logged.
struct TestRelay {
    via: Via,
    stop: RelayStop,
    log: Arc<Mutex<Vec<String>>>,
    thread: Option<JoinHandle<()>>,
}

impl TestRelay {
    fn start(limits: RelayLimits) -> TestRelay {
        let relay = Relay::bind("127.0.0.1:0", limits).unwrap();
        let via = Via::Relay(relay.local_addr().unwrap().to_string());
        let stop = relay.stopper().unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let log2 = log.clone();
        let thread = Some(thread::spawn(move || {
            relay
                .run(move |e| log2.lock().unwrap().push(format!("{e:?}")))
                .unwrap();
        }));
        TestRelay {
            via,
            stop,
            log,
            thread,
        }
    }

    fn stop(&mut self) {
        self.stop.stop();
        if let Some(t) = self.thread.take() {
            t.join().unwrap();
        }
    }
}

impl Drop for TestRelay {
    fn drop(&mut self) {
        self.stop();
    }
}

#[test]
fn a_game_through_the_relay_and_a_wrong_code_there() {
    let mut relay = TestRelay::start(RelayLimits::default());
    let mut l = Listener::bind(&relay.via, &opts()).unwrap();
    let c = Code::generate(l.nameplate());
    assert_eq!(
        c.nameplate(),
        1,
        "the relay hands out the smallest free number"
    );
    // A wrong code first: both sides told at once, the host waits on.
    let [first, second] = c.words();
    let other = if second == "zebra" { "apple" } else { "zebra" };
    let wrong = format!("{}-{first}-{other}", c.nameplate());
    let friend = join_in_thread(&relay.via, &code(&wrong), opts());
    assert_eq!(l.accept(&c).unwrap_err(), NetError::WrongCode);
    assert_eq!(friend.join().unwrap().unwrap_err(), NetError::WrongCode);
    let (mut host, mut friend) = linked_through(&relay.via, &mut l, &c);
    assert!(host.relayed() && friend.relayed());
    round_trip(&mut host, &mut friend);
    let big = vec![1u8; MAX_FRAME];
    host.send(&big).unwrap();
    assert_eq!(friend.recv().unwrap(), big);
    drop(host);
    drop(friend);
    relay.stop();
    let log = relay.log.lock().unwrap().join("\n");
    assert!(log.contains("Paired"), "{log}");
    for secret in c.words() {
        assert!(!log.contains(secret), "the log names the code: {log}");
    }
}

#[test]
fn the_relay_going_away_mid_game_is_closed_on_both_sides() {
    let mut relay = TestRelay::start(RelayLimits::default());
    let mut l = Listener::bind(&relay.via, &opts()).unwrap();
    let c = Code::generate(l.nameplate());
    let (mut host, mut friend) = linked_through(&relay.via, &mut l, &c);
    round_trip(&mut host, &mut friend);
    relay.stop();
    for side in [&mut host, &mut friend] {
        side.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
        assert_eq!(side.recv().unwrap_err(), NetError::Closed);
    }
}

#[test]
fn a_friend_who_joins_first_waits_for_the_host_at_the_relay() {
    let relay = TestRelay::start(RelayLimits::default());
    let c = code("42-otter-violin");
    let friend = join_in_thread(&relay.via, &c, opts());
    thread::sleep(Duration::from_millis(100));
    let mut l = Listener::for_code(&relay.via, &opts(), &c).unwrap();
    let mut host = l.accept(&c).unwrap();
    let mut friend = friend.join().unwrap().unwrap();
    round_trip(&mut host, &mut friend);
}

#[test]
fn a_nameplate_in_a_game_is_taken_and_freed_after() {
    let relay = TestRelay::start(RelayLimits::default());
    let c = code("9-otter-violin");
    let mut l = Listener::for_code(&relay.via, &opts(), &c).unwrap();
    let (mut host, mut friend) = linked_through(&relay.via, &mut l, &c);
    let third = join_with(&relay.via, &c, &opts(), &Cancel::new()).unwrap_err();
    assert_eq!(third, NetError::NameplateTaken);
    round_trip(&mut host, &mut friend);
    drop(host);
    friend
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    assert_eq!(friend.recv().unwrap_err(), NetError::Closed);
    drop(friend);
    // Freed: the same code works again (a reconnect is a new key exchange).
    let mut l = Listener::for_code(&relay.via, &opts(), &c).unwrap();
    let (mut host, mut friend) = linked_through(&relay.via, &mut l, &c);
    round_trip(&mut host, &mut friend);
}

#[test]
fn the_relay_bounds_connections_from_one_address() {
    let relay = TestRelay::start(RelayLimits {
        per_address: 2,
        ..RelayLimits::default()
    });
    let _a = Listener::bind(&relay.via, &opts()).unwrap();
    let _b = Listener::bind(&relay.via, &opts()).unwrap();
    assert_eq!(
        Listener::bind(&relay.via, &opts()).unwrap_err(),
        NetError::RelayBusy
    );
    // The relay logs the refusal once it has answered it: wait for the line a moment.
    let logged = || relay.log.lock().unwrap().join("\n");
    let until = std::time::Instant::now() + Duration::from_secs(10);
    while !logged().contains("Refused") && std::time::Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    let log = logged();
    assert!(log.contains("Refused"), "{log}");
}

#[test]
fn a_friend_waiting_at_the_relay_gives_up_after_its_wait() {
    let relay = TestRelay::start(RelayLimits::default());
    let o = Options {
        join_wait: Duration::from_millis(200),
        ..opts()
    };
    let err = join_with(&relay.via, &code("77-otter-violin"), &o, &Cancel::new()).unwrap_err();
    assert_eq!(err, NetError::Timeout);
}

#[test]
fn a_wait_is_cancelled_from_another_thread() {
    // Directly.
    let (mut l, _) = direct_host();
    let cancel = l.cancel();
    let c = Code::generate(l.nameplate());
    let t = thread::spawn(move || l.accept(&c).unwrap_err());
    thread::sleep(Duration::from_millis(50));
    cancel.cancel();
    assert_eq!(t.join().unwrap(), NetError::Cancelled);
    // At a relay, the host and a friend.
    let relay = TestRelay::start(RelayLimits::default());
    let mut l = Listener::bind(&relay.via, &opts()).unwrap();
    let cancel = l.cancel();
    let c = Code::generate(l.nameplate());
    let t = thread::spawn(move || l.accept(&c).unwrap_err());
    thread::sleep(Duration::from_millis(50));
    cancel.cancel();
    assert_eq!(t.join().unwrap(), NetError::Cancelled);
    let cancel = Cancel::new();
    let (via, c2) = (relay.via.clone(), code("12-otter-violin"));
    let cancel2 = cancel.clone();
    let t = thread::spawn(move || join_with(&via, &c2, &opts(), &cancel2).unwrap_err());
    thread::sleep(Duration::from_millis(50));
    cancel.cancel();
    assert_eq!(t.join().unwrap(), NetError::Cancelled);
}

/// A proxy on loopback that passes bytes both ways after `delay`, can stall (hold every
/// byte) and cut (close every connection).
struct Proxy {
    via: Via,
    stall: Arc<AtomicBool>,
    conns: Arc<Mutex<Vec<TcpStream>>>,
}

impl Proxy {
    fn start(target: SocketAddr, delay: Duration) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let via = Via::Direct(listener.local_addr().unwrap().to_string());
        let stall = Arc::new(AtomicBool::new(false));
        let conns = Arc::new(Mutex::new(Vec::new()));
        let (stall2, conns2) = (stall.clone(), conns.clone());
        thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let Ok(server) = TcpStream::connect(target) else {
                    return;
                };
                conns2.lock().unwrap().push(client.try_clone().unwrap());
                conns2.lock().unwrap().push(server.try_clone().unwrap());
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    let stall = stall2.clone();
                    thread::spawn(move || {
                        let mut buf = [0u8; 4096];
                        loop {
                            let n = match from.read(&mut buf) {
                                Ok(0) | Err(_) => break,
                                Ok(n) => n,
                            };
                            thread::sleep(delay);
                            while stall.load(Ordering::SeqCst) {
                                thread::sleep(Duration::from_millis(10));
                            }
                            if to.write_all(&buf[..n]).is_err() {
                                break;
                            }
                        }
                        let _ = to.shutdown(Shutdown::Write);
                    });
                }
            }
        });
        Proxy { via, stall, conns }
    }

    fn cut(&self) {
        for c in self.conns.lock().unwrap().drain(..) {
            let _ = c.shutdown(Shutdown::Both);
        }
    }
}

#[test]
fn a_slow_and_stalling_link_goes_on_and_a_cut_is_reported_then_mended_with_the_same_code() {
    let (mut l, via) = direct_host();
    let Via::Direct(addr) = via else {
        unreachable!()
    };
    let proxy = Proxy::start(addr.parse().unwrap(), Duration::from_millis(30));
    let c = Code::generate(l.nameplate());
    let (mut host, mut friend) = linked_through(&proxy.via, &mut l, &c);
    round_trip(&mut host, &mut friend);
    // A stall: a read with a timeout says so, and the link goes on when the bytes come.
    proxy.stall.store(true, Ordering::SeqCst);
    friend.send(b"during the stall").unwrap();
    host.set_read_timeout(Some(Duration::from_millis(150)))
        .unwrap();
    assert_eq!(host.recv().unwrap_err(), NetError::Timeout);
    proxy.stall.store(false, Ordering::SeqCst);
    host.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
    assert_eq!(host.recv().unwrap(), b"during the stall");
    // The cut: both sides are told.
    proxy.cut();
    friend
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    assert_eq!(host.recv().unwrap_err(), NetError::Closed);
    assert_eq!(friend.recv().unwrap_err(), NetError::Closed);
    // Back with the same code, through the same proxy.
    let (mut host, mut friend) = linked_through(&proxy.via, &mut l, &c);
    round_trip(&mut host, &mut friend);
}

#[test]
fn the_relay_drops_what_is_not_a_hello_and_serves_on() {
    let relay = TestRelay::start(RelayLimits {
        hello_timeout: Duration::from_millis(300),
        ..RelayLimits::default()
    });
    let Via::Relay(addr) = relay.via.clone() else {
        unreachable!()
    };
    let garbage: [&[u8]; 4] = [
        b"GET / HTTP/1.1\r\n\r\n",
        &100_000_000u32.to_be_bytes(),
        b"\x00\x00\x00\x0fmorris-relay\x01X\x00",
        b"",
    ];
    for bytes in garbage {
        let mut s = TcpStream::connect(&addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(3))).unwrap();
        s.write_all(bytes).unwrap();
        let mut sink = Vec::new();
        // Closed by the relay (silence after its hello timeout), not left hanging.
        match s.read_to_end(&mut sink) {
            Ok(_) => assert!(sink.is_empty(), "{sink:?}"),
            Err(e) => assert_eq!(e.kind(), std::io::ErrorKind::ConnectionReset),
        }
    }
    // Another version is told so.
    let mut s = TcpStream::connect(&addr).unwrap();
    s.write_all(b"\x00\x00\x00\x10morris-relay\x02H\x00\x01")
        .unwrap();
    let mut reply = Vec::new();
    let _ = s.read_to_end(&mut reply);
    assert_eq!(reply, b"\x00\x00\x00\x03\x04\x00\x00");
    let mut l = Listener::bind(&relay.via, &opts()).unwrap();
    let c = Code::generate(l.nameplate());
    let (mut host, mut friend) = linked_through(&relay.via, &mut l, &c);
    round_trip(&mut host, &mut friend);
}
