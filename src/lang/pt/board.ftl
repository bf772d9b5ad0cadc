### board: o ecrã do jogo — o painel, a linha da tarefa, a faixa, a lista de lances, as notas
### e as recusas das regras. `$num` é `pl` quando o jogador tem o nome do lado ("As Brancas
### colocam"), `sg` para um nome ("Ana coloca"). `$side` é `white` ou `black`, a cor das peças.

## Nomes
board-computer-name = morris nível { $level }
board-who = { $name } ({ $side })

## A linha da tarefa: pede-se ao jogador ao teclado.
board-task-place = { $who }: coloque uma peça ({ $n } na mão)
board-task-place-or-move = { $who }: coloque uma peça ({ $n } na mão) ou mova uma
board-task-move-selected-or-place = { $who }: mova a peça de { $point } para { $target }, ou Esc para colocar
board-task-move-selected = { $who }: mova a peça de { $point } para { $target }
board-task-move = { $who }: mova uma peça
board-task-fly-selected = { $who }: faça voar a peça de { $point } para qualquer ponto livre
board-task-fly = { $who }: faça voar uma peça
board-task-remove = { $n ->
    [one] { $who }: remova uma peça { $side ->
        [white] branca
       *[black] preta
    }
   *[other] { $who }: remova { $n } peças { $side ->
        [white] brancas
       *[black] pretas
    }
}
board-task-pass = { $who }: sem jogadas, prima Enter para passar
board-task-pass-short = { $who }: sem jogadas, passar
board-task-won = As { $who } vencem: { $why }
board-task-drawn = Empate: { $why }
board-target = um ponto { $glyph }
board-target-marked = um ponto marcado

## A linha da tarefa quando é a vez do computador.
board-computer-places = { $who } coloca uma peça ({ $n } na mão)
board-computer-to-place = { $who } tem de colocar uma peça ({ $n } na mão)
board-computer-places-or-moves = { $who } coloca uma peça ({ $n } na mão) ou move uma
board-computer-to-place-or-move = { $who } tem de colocar uma peça ({ $n } na mão) ou mover uma
board-computer-moves = { $who } move uma peça
board-computer-to-move = { $who } tem de mover uma peça
board-computer-flies = { $who } faz voar uma peça
board-computer-to-fly = { $who } tem de fazer voar uma peça
board-computer-removes = { $n ->
    [one] { $who } remove uma peça { $side ->
        [white] branca
       *[black] preta
    }
   *[other] { $who } remove { $n } peças { $side ->
        [white] brancas
       *[black] pretas
    }
}
board-computer-to-remove = { $n ->
    [one] { $who } tem de remover uma peça { $side ->
        [white] branca
       *[black] preta
    }
   *[other] { $who } tem de remover { $n } peças { $side ->
        [white] brancas
       *[black] pretas
    }
}
board-computer-passes = { $who } não tem jogadas: passa
board-computer-to-pass = { $who } tem de passar (sem jogadas)

## As linhas dos jogadores: peças na mão, no tabuleiro, removidas.
board-counts-mill-wins = mão { $hand }  em jogo { $board }
board-counts = mão { $hand }  em jogo { $board }  removeu { $lost } { $stone }
board-counts-narrow = mão { $hand } em jogo { $board } rem. { $lost }{ $stone }

## O resultado acumulado.
board-score = resultado
board-score-draws = { $n ->
    [one] ({ $n } empate)
   *[other] ({ $n } empates)
}
board-score-level = nív. { $level }

## Revisão e reprodução.
board-review-start = o início, antes do lance 1
board-review-after = após o { $at }
board-move-at-start = o início
board-move-at = lance { $number }, { $side }
board-move-at-owed = { $n ->
    [one] lance { $number }, { $side }, antes de remover
   *[other] lance { $number }, { $side }, antes de { $n } remoções
}
board-banner-review = revisão · { $at } · Esc voltar
board-decimal-point = ,
board-banner-replay-paused = reprodução · { $at } · { $speed }/s · pausa
board-banner-replay-playing = reprodução · { $at } · { $speed }/s · a jogar
board-review-click = Uma posição passada: Enter continua a partir daqui, Esc volta à partida
board-replay-click = Uma reprodução: Espaço pausa ou continua, Esc volta à partida
board-log-title = Lances
board-log-title-viewing = Lances (a rever)
board-typed-file = { $file }_ escrito: falta o algarismo

board-too-small = O morris precisa de um terminal de pelo menos { $need }; este tem { $have }. Aumente-o ou prima q para sair.

## Porque acabou uma partida.
board-reason-fewer = { $num ->
    [pl] as { $who } têm menos de 3 peças
   *[sg] { $who } tem menos de 3 peças
}
board-reason-blocked = { $num ->
    [pl] as { $who } não têm jogadas
   *[sg] { $who } não tem jogadas
}
board-reason-mill-wins = { $num ->
    [pl] as { $who } fecharam um moinho
   *[sg] { $who } fechou um moinho
}
board-reason-resigned = { $num ->
    [pl] as { $who } desistiram
   *[sg] { $who } desistiu
}
board-flag-fell = { $num ->
    [pl] Tempo! As { $who } ficaram sem tempo
   *[sg] Tempo! { $who } ficou sem tempo
}
board-reason-on-time = { $num ->
    [pl] as { $who } perderam por tempo
   *[sg] { $who } perdeu por tempo
}
board-reason-board-full = tabuleiro cheio
board-reason-both-blocked = nenhum jogador tem jogadas
board-reason-move-limit = { $n } jogadas sem remoção
board-reason-endgame = { $n } jogadas com 3 peças cada
board-reason-repetition = a mesma posição pela terceira vez
board-reason-agreement = empate acordado

## O resultado, o essencial primeiro.
board-outcome-win = { $num ->
    [pl] As { $who } vencem { $dash } { $why }
   *[sg] { $who } vence { $dash } { $why }
}
board-outcome-agreed = Empate acordado
board-outcome-draw = Empate { $dash } { $why }

## O que as regras não permitem.
board-not-legal = { $decision } não é válido aqui: { $why }
board-not-legal-remove = Não pode remover { $point }: { $why }
board-illegal-over = a partida terminou ({ $why })
board-not-a-point = { $point } não é um ponto deste tabuleiro
board-illegal-no-stone = não há nenhuma peça { $side ->
    [white] branca
   *[black] preta
} em { $point }
board-illegal-protected = { $point } está num moinho e as peças em moinhos estão protegidas
board-illegal-protected-outside = { $point } está num moinho e as { $who } têm peças fora de moinhos
board-illegal-decline = nestas regras a remoção é obrigatória
board-illegal-remove-first = as { $who } têm primeiro de remover uma peça { $side ->
    [white] branca
   *[black] preta
}
board-illegal-none-owed = não há nada a remover: ninguém fechou um moinho
board-illegal-not-blocked = as { $who } ainda têm jogadas
board-illegal-no-hand = as { $who } não têm peças na mão
board-illegal-occupied = { $point } está ocupado
board-illegal-reform = { $what } voltaria a formar o moinho desfeito no último lance das { $who } (sem refazer moinhos)
board-illegal-must-place = as { $who } têm de colocar enquanto tiverem peças na mão
board-illegal-not-adjacent = { $to } não é adjacente a { $from }
board-illegal-too-long = a partida tem { $n } decisões, o máximo com que um registo é lido: não pode continuar (desfaça, ou comece uma nova partida)

## Notas no painel.
board-no-shell = Ctrl-Z: não há aqui uma shell para retomar o jogo; q sai
board-decline-none-owed = x recusa uma remoção; não há nada a remover
board-log-empty = A lista de lances está vazia: ainda não há nada para rever
board-replay-nothing = Ainda não há nada para reproduzir
board-type-point = escreva um ponto como letra e algarismo: d6
board-type-move = - começa um lance a partir de uma pedra sua, como se anota: e3-e4
board-file-dropped = { $file }_ descartado: um ponto é uma letra e um algarismo (d6)
board-undone = Anulado: { $what }
board-undone-stopped = Anulado: { $what } (o computador parou)
board-undone-ending = Anulado: o fim da partida
board-undo-nothing = Nada para anular
board-redone = Refeito: { $what }
board-redo-nothing = Nada para refazer
board-ending-resignation = { $num ->
    [pl] a desistência das { $who }
   *[sg] a desistência de { $who }
}
board-ending-agreed = o empate acordado
board-new-game = Nova partida
board-mill-removes = { $n ->
    [one] Moinho! { $num ->
        [pl] As { $who } removem uma peça { $side ->
            [white] branca
           *[black] preta
        }
       *[sg] { $who } remove uma peça { $side ->
            [white] branca
           *[black] preta
        }
    }
   *[other] { $n } moinhos! { $num ->
        [pl] As { $who } removem { $n } peças { $side ->
            [white] brancas
           *[black] pretas
        }
       *[sg] { $who } remove { $n } peças { $side ->
            [white] brancas
           *[black] pretas
        }
    }
}
board-mills = { $n ->
    [one] Moinho!
   *[other] { $n } moinhos!
}
board-mill-none-on-board = { $num ->
    [pl] Moinho! Mas as { $who } não têm peças no tabuleiro: nada a remover
   *[sg] Moinho! Mas { $who } não tem peças no tabuleiro: nada a remover
}
board-mill-all-protected = Moinho! Mas todas as peças { $side ->
    [white] brancas
   *[black] pretas
} estão protegidas em moinhos: nada a remover
board-game-over-keys = A partida terminou: u anula, n começa uma nova
board-must-place = { $num ->
    [pl] As { $who } têm de colocar: escolha um ponto livre
   *[sg] { $who } tem de colocar: escolha um ponto livre
}
board-cannot-move = A peça em { $point } não se pode mover
board-not-yours = { $point } tem uma peça { $side ->
    [white] branca
   *[black] preta
}: escolha uma das suas
board-choose-stone = Escolha primeiro uma das suas peças
board-put-refused = { $why }: escolha { $target }, ou Esc
board-put-refused-or-place = { $why }: escolha { $target }, ou Esc para colocar
board-cannot-go = A peça em { $from } não pode ir para { $to }: escolha { $target }, ou Esc
board-cannot-go-or-place = A peça em { $from } está selecionada e não pode ir para { $to }: escolha { $target }, ou Esc para colocar
board-turned = O tabuleiro está virado: a1 fica em cima à direita (prima o para o repor)
board-unturned = O tabuleiro está na posição habitual: a1 em baixo à esquerda

## Análise e sugestões.
board-analysis-on = Análise ligada (v desliga-a)
board-analysis-off = Análise desligada
board-analysis = Análise: { $line }
board-hint-over = A partida terminou: não há sugestão
board-hint-not-yours = { $who } a jogar: as sugestões são só para a sua vez
board-hint-busy = O computador já está a pensar
board-hint = Sugestão: { $line }, { $value }
board-hint-looking = À procura de uma sugestão…
board-hint-stopped = Sugestão interrompida
board-hint-esc = À procura de uma sugestão: Esc interrompe
board-hint-wait = Enter não joga nada até a sugestão ser encontrada: espera por ela, ou Esc interrompe a procura
board-value-draw = empate
board-value-even = mais ou menos igual
board-value-ahead = as { $side } estão melhor por cerca de { $amount ->
    [quarter] um quarto de pedra
    [half] meia pedra
    [three-quarters] três quartos de pedra
    [one] uma pedra
   *[more] { $stones } pedras
}
board-value-winning = as { $side } devem ganhar
board-value-won = as { $who } ganharam
board-value-wins-in = { $n ->
    [one] as { $who } ganham em { $n } jogada (a { $own }.ª das { $who })
   *[other] as { $who } ganham em { $n } jogadas (a { $own }.ª das { $who })
}
board-analysis-rules = não resolvido com estas regras: { $why }
board-analysis-no-reform = sem refazer moinhos
board-solving = a resolver{ $dots }
board-reading-class = a ler { $what } da cache{ $dots }
board-solving-placements = a resolver a colocação{ $dots }
board-solving-whole-placements = a resolver a partida toda: colocação{ $dots }
board-solving-class = a resolver { $what }{ $dots } { $done }%
board-solving-whole = a resolver a partida toda: { $what }{ $dots } { $done }%
board-analysis-too-many = demasiadas peças para resolver aqui: { $what }
board-analysis-not-yet = ainda não resolvido: { $what }
board-analysis-not-yet-hand = ainda não resolvido: peças na mão
board-no-solve-thread = não há uma thread para resolver
board-analysis-no-hand = não resolvido com peças na mão neste tabuleiro
board-searching-placement = a procurar na colocação{ $dots }
board-analysis-not-proved = não provado com peças na mão: a busca sobre a colocação ficou sem tempo
board-analysis-not-proved-missing = não provado com peças na mão: a busca precisa de classes não resolvidas ({ $what })
board-analysis-not-proved-large = não provado com peças na mão: as classes a que a colocação leva ({ $what }) estão no cache, mas não puderam ser lidas

## O computador.
board-thinking = { $who } está a pensar…
board-best-so-far = o melhor até agora: { $line } ({ $value }, profundidade { $depth })
board-weighs-draw = { $who } pondera o empate…
board-weighs-your-offer = { $who } pondera a sua proposta de empate: Esc retira-a
board-computer-stopped = { $who } está parado: s deixa-o continuar
board-computer-plays-on = { $who } continua a jogar
board-computer-chosen = { $who } já escolheu a jogada: está a ser jogada
board-computer-holds = { $who } joga com as { $side }: s deixa-o continuar, o menu (m) devolve-lhe as { $side }
board-computer-owns-turn = É a vez de { $who } (s para-o)
board-move-now = { $who } joga o melhor que encontrou até agora
board-your-turn-s = É a sua vez: s para o computador na vez dele
board-draw-accepted = { $who } aceita o empate
board-draw-declined = { $who } recusa o empate e continua a jogar
board-draw-busy = { $who } está ocupado: proponha o empate de novo daqui a pouco
board-draw-withdrawn = A proposta de empate foi retirada
board-draw-withdrawn-after = { $note }; a proposta de empate foi retirada
board-seat-back = { $num ->
    [pl] As { $who } voltam a jogar com as { $side }
   *[sg] { $who } volta a jogar com as { $side }
}
board-seat-computer = { $who } joga com as { $side }
board-played-place = { $who } colocou uma peça em { $point }
board-played-pass = { $who } passou: não tinha jogadas
board-played = { $who } jogou { $decision }
board-played-removed-one = { $did } e removeu a peça { $side ->
    [white] branca
   *[black] preta
} em { $point }
board-played-removed = { $did } e removeu as peças { $side ->
    [white] brancas
   *[black] pretas
} em { $points } e { $last }

## Arranque e gravação.
board-note-record-rules = aplicam-se as regras do próprio registo
board-file-gone = { $path } já não existe
board-not-saved = NÃO GUARDADO
board-seat-changed = { $side }: agora { $now } (linha de comandos), não { $was }
board-needs-terminal = uma partida precisa de um terminal; para scripts há os comandos show, legal e perft
board-needs-terminal-why = uma partida precisa de um terminal ({ $why })
board-dumb-terminal = este terminal (TERM=dumb) não consegue posicionar o cursor e o jogo precisa de um que consiga; experimente num emulador de terminal, no tmux ou no screen
board-no-data-folder = este sistema não tem pasta de dados: escreva uma pasta

## A decision judged, in review with analysis on.
board-judged = { $decision } { $verdict }
board-judged-best = { $decision } { $verdict }; o melhor era { $best }: { $value }
board-verdict-threw-win = deitou fora a vitória das { $side }
board-verdict-threw-draw = deitou fora o empate das { $side }
board-verdict-slower-win = foi uma vitória mais lenta
board-verdict-quicker-loss = foi uma derrota mais rápida
board-verdict-best = foi um dos melhores lances
board-value-draw-inline = empate

# Um final pelas peças no tabuleiro: `9 contra 3`.
board-class = { $a } contra { $b }

# Sharing a game (w, the menu): the clipboard by OSC 52.
share-record-copied = Registo copiado para a área de transferência (se o seu terminal o permitir); também está guardado em { $path }
share-record-copied-unsaved = Registo copiado para a área de transferência (se o seu terminal o permitir); não está guardado no disco
share-fen-copied = Posição copiada para a área de transferência (se o seu terminal o permitir): { $fen }
share-record-not-copied = O terminal não aceita o registo ({ $why }): está em { $path }
share-record-not-copied-unsaved = O terminal não aceita o registo ({ $why }), e não está guardado no disco
share-fen-not-copied = O terminal não aceita a posição ({ $why }): { $fen }
share-why-dumb = TERM é dumb
share-why-not-a-terminal = a saída não é um terminal
share-why-too-large = { $kb } kB, mais do que os terminais aceitam
