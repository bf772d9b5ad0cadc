//! `morris relay`: the server where two players behind home routers meet (docs/network.md). It
//! pairs them by the code's number and passes bytes it cannot read; its log, one line an
//! event on standard output, names no code and no move.

use std::io::Write;
use std::process::ExitCode;
use std::sync::mpsc;

use anyhow::{Result, anyhow};

use crate::net::{Relay, RelayLimits};
use crate::words::net::NetWords;

/// `morris relay --listen ADDR`: serves until the process is stopped.
pub fn run(
    listen: &str,
    max_connections: u64,
    per_address: u64,
    out: &mut impl Write,
) -> Result<ExitCode> {
    let limits = RelayLimits {
        max_connections: usize::try_from(max_connections).unwrap_or(usize::MAX),
        per_address: usize::try_from(per_address).unwrap_or(usize::MAX),
        ..RelayLimits::default()
    };
    let relay = Relay::bind(listen, limits)
        .map_err(|e| anyhow!("{}: {}", crate::text::clean(listen), e.text()))?;
    serve(relay, out)
}

/// Runs `relay` until it stops, writing its log to `out` (a closed `out` does not stop it).
pub fn serve(relay: Relay, out: &mut impl Write) -> Result<ExitCode> {
    let (tx, rx) = mpsc::channel();
    // The relay's threads send what happened; this one writes it, so that `out` need not be
    // shared between threads.
    let log = move |e| {
        let _ = tx.send(e);
    };
    let server = std::thread::Builder::new()
        .name("relay".into())
        .spawn(move || relay.run(log))?;
    for event in rx {
        let _ = writeln!(out, "{}", event.text()).and_then(|()| out.flush());
    }
    match server.join() {
        Ok(Ok(())) => Ok(ExitCode::SUCCESS),
        Ok(Err(e)) => Err(anyhow!("{}", e.text())),
        Err(_) => Err(anyhow!("the relay stopped unexpectedly")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::{Cancel, Code, Listener, Options, Via, join_with};

    #[test]
    fn a_game_through_the_relay_is_logged_without_its_code() {
        crate::lang::set_here(Some(crate::lang::Lang::En));
        let relay =
            Relay::bind("127.0.0.1:0", RelayLimits::default()).unwrap_or_else(|e| panic!("{e}"));
        let via = Via::Relay(
            relay
                .local_addr()
                .unwrap_or_else(|e| panic!("{e}"))
                .to_string(),
        );
        let stop = relay.stopper().unwrap_or_else(|e| panic!("{e}"));
        let server = std::thread::spawn(move || {
            let mut log = Vec::new();
            let code = serve(relay, &mut log).map_err(|e| e.to_string());
            (code, String::from_utf8_lossy(&log).into_owned())
        });
        let mut host = Listener::bind(&via, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
        let code = Code::generate(host.nameplate());
        let friend = {
            let (via, code) = (via.clone(), code.clone());
            std::thread::spawn(move || join_with(&via, &code, &Options::default(), &Cancel::new()))
        };
        let mut link = host.accept(&code).unwrap_or_else(|e| panic!("{e}"));
        let mut other = friend
            .join()
            .ok()
            .and_then(Result::ok)
            .unwrap_or_else(|| panic!("no link"));
        link.send(b"d6").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(other.recv().ok().as_deref(), Some(&b"d6"[..]));
        drop(link);
        assert!(other.recv().is_err());
        drop(other);
        // The pair's end is logged before the relay stops, however late its threads see it.
        stop.stop();
        let (exit, log) = server
            .join()
            .unwrap_or_else(|_| panic!("the relay panicked"));
        assert_eq!(exit, Ok(ExitCode::SUCCESS));
        assert!(log.starts_with("relay listening on 127.0.0.1:"), "{log}");
        assert!(log.contains("two players met (games open: 1)"), "{log}");
        assert!(log.contains("a game ended after 0 s and "), "{log}");
        assert!(log.trim_end().ends_with("relay stopped"), "{log}");
        for word in code.words() {
            assert!(!log.contains(word), "the log names the code: {log}");
        }
        assert!(!log.contains("d6"), "{log}");
        crate::lang::set_here(None);
    }

    #[test]
    fn an_address_that_cannot_be_used_is_said() {
        crate::lang::set_here(Some(crate::lang::Lang::En));
        let held = std::net::TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
        let addr = held
            .local_addr()
            .unwrap_or_else(|e| panic!("{e}"))
            .to_string();
        let err = run(&addr, 10, 10, &mut Vec::new()).unwrap_err().to_string();
        assert_eq!(
            err,
            format!("{addr}: that address is in use by another program")
        );
        let err = run("nowhere:x:y", 10, 10, &mut Vec::new())
            .unwrap_err()
            .to_string();
        assert!(err.ends_with("not an address: give host:port"), "{err}");
        crate::lang::set_here(None);
    }
}
