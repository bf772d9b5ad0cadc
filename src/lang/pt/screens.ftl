### Ecrãs: nova partida, partidas guardadas, montar uma posição.

## Nova partida (a coluna das etiquetas tem 18 caracteres).

scr-ng-title = Nova partida
scr-ng-preset = variante
scr-ng-level = nível
scr-ng-name = nome
# An empty name field: the name the side goes by ("(as White)").
scr-ng-name-default = (as { $side })
scr-ng-clock = relógio
scr-ng-clock-none = nenhum
scr-ng-about-clock = os relógios: minutos para cada lado, e segundos a mais após cada vez; quem ficar sem tempo perde
scr-ng-analysis = análise
scr-ng-rule-pieces = peças
scr-ng-rule-diagonals = diagonais
scr-ng-rule-no-flying = voar
scr-ng-rule-fly-at = voar com
scr-ng-rule-mill-protection = proteger moinhos
scr-ng-rule-double-mill = moinho duplo
scr-ng-rule-blocked = bloqueado
scr-ng-rule-endgame-draw = empate no final
scr-ng-rule-move-limit = limite de jogadas
scr-ng-rule-no-reform = refazer moinho
scr-ng-rule-optional-removal = remoção opcional
scr-ng-rule-repetition = repetição
scr-ng-rule-move-in-placement = mover ao colocar
scr-ng-rule-mill-wins = moinho ganha
scr-ng-start = Começar
scr-ng-set-up = Montar uma posição
scr-ng-cancel = Cancelar
scr-ng-on = sim
scr-ng-off = não
scr-ng-computer = o computador
scr-ng-person = uma pessoa
scr-ng-about-player = Quem joga com as { $side }: uma pessoa neste teclado, o computador ou um adversário noutro terminal
scr-ng-about-level = O nível do computador: de 1 (principiante) a 10 (o mais forte)
scr-ng-about-name = O nome de quem joga com as { $side }: escreva-o (Backspace apaga uma letra)
scr-ng-about-start = Começar uma partida de { $rules }
scr-ng-about-set-up = Montar uma posição ({ $rules }) e começar a partir dela
scr-ng-about-cancel = Voltar à partida no tabuleiro, sem alterações
scr-ng-more-above = { $arrow } mais
scr-ng-more-below = { $arrow } mais { $n }
scr-ng-computer-s-name = { $name } é o nome do computador: escolha o computador para as { $side } ou outro nome
scr-ng-name-full = um nome tem no máximo { $n } caracteres: este já está completo
scr-ng-not-kept = Nova partida; não foi possível guardar { $keys } para a próxima vez ({ $n ->
    [one] a linha tem mais do que um simples `key = value` nas preferências e fica como está)
   *[other] as linhas têm mais do que um simples `key = value` nas preferências e ficam como estão)
}
scr-ng-not-kept-any = Nova partida; não foi possível guardar as escolhas para a próxima vez ({ $error })

## Partidas guardadas. Os cabeçalhos das colunas (Players, Variant, Date, Moves, Result, Notes,
## File) são as etiquetas dos registos e ficam como estão; a coluna do resultado tem 11
## caracteres, a das notas 12 (26 num ecrã largo).

scr-sv-title = Partidas guardadas
scr-sv-range = { $from }-{ $to } de { $n }
scr-sv-typing = Pasta ou ficheiro:
scr-sv-in = Em { $place } (/ outra pasta ou ficheiro)
scr-sv-in-data-folder = Na pasta de dados (/ outra pasta ou ficheiro)
scr-sv-reading = A ler as partidas guardadas…
scr-sv-cannot-list = Não é possível listar isto: { $error }
scr-sv-none = Não há partidas guardadas aqui: / outra pasta ou ficheiro, Esc volta atrás
scr-sv-opening = A abrir…
scr-sv-in-progress = em curso
scr-sv-set-up = montada
scr-sv-analysis = análise
scr-sv-hints = { $n ->
    [one] { $n } sug.
   *[other] { $n } sug.
}
scr-sv-help = ajuda
scr-sv-this-game = esta partida
scr-sv-detail = { $file } { $dash } { $white } ({ $side_white }) contra { $black } ({ $side_black }), { $variant }
scr-sv-detail-set-up = , a partir de uma posição montada
scr-sv-detail-analysis = , com análise
scr-sv-detail-hints = { $n ->
    [one] , { $n } sugestão
   *[other] , { $n } sugestões
}
scr-sv-detail-here = (a partida em jogo)
scr-sv-nothing-to-open = Não há aqui nenhuma partida guardada para abrir: / escolhe outra pasta ou ficheiro
scr-sv-cannot-open = Não é possível abrir { $file } ({ $error })
scr-sv-this-goes-on = É esta partida: continua
scr-sv-not-saved = Esta partida NÃO está guardada ({ $why }): abrir outra fá-la-ia perder; q e depois s guarda-a noutro sítio
scr-sv-nothing-to-keep = Não há aqui nenhuma partida guardada para pôr de parte
scr-sv-keep-this = É a partida em jogo: n começa uma nova partida e põe esta de parte
scr-sv-unreadable = ilegível: { $error }
scr-sv-damaged = danificado: { $error }
scr-sv-gone = { $file } já não existe
scr-sv-kept-aside = { $file } foi posto de parte como { $aside }
scr-sv-scores-lost = (a tabela de pontuações não o acompanhou: { $error })
scr-sv-not-kept-aside = Não foi possível pôr { $file } de parte: { $error }
scr-sv-busy = { $file } está a ser jogado noutro morris: fica como está

## Montar uma posição (o painel tem 29 caracteres no ecrã mais pequeno).

scr-ed-header = montar uma posição
scr-ed-title = Montar uma posição
scr-ed-on-board = { $side }: { $n } no tabuleiro
scr-ed-in-hand = { $n } na mão
scr-ed-keys = teclas
scr-ed-to-move = Jogam as { $side }
scr-ed-no-removal = Nenhuma remoção pendente
scr-ed-owes = { $n ->
    [one] As { $side } removem { $n } peça
   *[other] As { $side } removem { $n } peças
}
scr-ed-typed = { $file }_ escrito: agora o número
scr-ed-ready = Pronto: s começa uma partida a partir daqui
scr-ed-cannot-start = Ainda não pode começar:
scr-ed-more-problems = { $n ->
    [one] +{ $n } outro problema
   *[other] +{ $n } outros problemas
}
scr-ed-start = Começar
scr-ed-fen = FEN
scr-ed-clear = Limpar
scr-ed-back = Voltar
scr-ed-undone = Última alteração anulada
scr-ed-nothing-to-undo = Nada a anular no editor
scr-ed-hand-empty = As { $side } não têm nenhuma peça na mão para tirar
scr-ed-hand-full = As { $side } têm { $on } no tabuleiro: no máximo { $room } na mão com estas regras
scr-ed-cleared = Tabuleiro limpo: { $n } peças na mão para cada lado (u repõe as peças)
scr-ed-no-fen = Ainda sem FEN: a posição não pode começar uma partida, como diz o painel
scr-ed-not-yet = Ainda não pode começar: o painel diz porquê
scr-ed-left = Editor de posições fechado: a partida está como estava
scr-ed-started = Nova partida a partir da posição montada
scr-ed-confirm-title = Nova partida
scr-ed-confirm = Abandonar a partida em curso e começar a partir da posição montada? A partida atual fica guardada à parte.
scr-ed-confirm-yes = Começar (y)
scr-ed-confirm-no = Voltar (n)
scr-ed-quit-title = Sair
scr-ed-quit = Sair do morris? A posição montada aqui não é guardada; a partida no tabuleiro está guardada.
scr-ed-quit-yes = Sair (y)
scr-ed-quit-no = Voltar (n)
scr-ed-fen-title = FEN da posição
scr-ed-fen-closes = Esc fechar
scr-ed-fen-copy = Selecione-a com o rato para a copiar (na maioria dos terminais, Shift e arrastar).
scr-ed-fen-too-wide = A FEN tem { $n } caracteres, mais do que a largura deste terminal ({ $width }): alargue-o para copiar a FEN numa só linha.
scr-ed-fen-play = Para jogar a partir dela: { $command }
scr-ed-fen-play-flags = Para jogar a partir dela: morris --fen, com --variant e as opções destas regras (uma FEN não traz regras)

## O que está errado numa posição montada ($side: Brancas, Pretas).

scr-pr-off-board = { $point } não é um ponto deste tabuleiro
scr-pr-too-many-stones = peças a mais: as { $side } têm { $on } no tabuleiro e as regras dão { $pieces }
scr-pr-too-many-pieces = uma contagem impossível: as { $side } têm { $on } no tabuleiro e { $hand } na mão, mais do que { $pieces } peças
scr-pr-lost-to-move = as { $side }, a jogar, já perderam: { $left } no tabuleiro e na mão, menos de 3
scr-pr-lost = as { $side } já perderam: { $left } no tabuleiro e na mão, menos de 3
scr-pr-too-many-owed = { $owed } remoções pendentes; estas regras permitem no máximo { $most } de uma vez
scr-pr-owed-without-mill = as { $side } devem remover uma peça, mas não têm no tabuleiro nenhum moinho que o justifique
scr-pr-nothing-to-remove = as { $side } devem remover uma peça, mas nenhuma peça { $other_adj } pode ser removida
scr-pr-owed-without-two-mills = as { $side } devem remover 2 peças, mas não têm nenhuma peça que feche dois moinhos de uma vez e o justifique
scr-pr-one-to-remove = as { $side } devem remover 2 peças, mas só uma peça { $other_adj } pode ser removida
scr-pr-placed-out-of-turn-even = uma contagem impossível: as { $side_white } colocaram { $white } e as { $side_black } { $black }, com as { $side } a jogar (as { $side_white } colocam primeiro, por isso ambas deviam ter colocado o mesmo número)
scr-pr-placed-out-of-turn-odd = uma contagem impossível: as { $side_white } colocaram { $white } e as { $side_black } { $black }, com as { $side } a jogar (as { $side_white } colocam primeiro, por isso as { $side_white } deviam ter colocado mais uma)
scr-pr-blocked = as { $side }, a jogar, já perderam: bloqueadas, nenhuma peça se pode mover (ganham as { $winner })
scr-pr-mill-won = as { $winner } já ganharam: há um moinho, e um moinho ganha
scr-pr-board-full = a partida já está empatada: todos os pontos estão ocupados
scr-pr-over = a partida já acabou: { $reason }

# O nome de uma variante na coluna estreita das partidas guardadas: 10 caracteres no máximo.
scr-sv-variant-nine = Moinho 9
scr-sv-variant-twelve = Moinho 12
scr-sv-variant-morabaraba = Morabaraba
scr-sv-variant-lasker = Lasker
scr-sv-variant-six = Moinho 6
scr-sv-variant-three = Moinho 3

# Os cabeçalhos das colunas das partidas guardadas (a coluna dos lances é tão larga como o cabeçalho, pelo menos 5).
scr-sv-col-players = Jogadores
scr-sv-col-variant = Variante
scr-sv-col-date = Data
scr-sv-col-moves = Lances
scr-sv-col-result = Resultado
scr-sv-col-notes = Notas
scr-sv-col-file = Ficheiro

# O valor de uma escolha de regra no ecrã de nova partida.
scr-ng-value-unless-all = exceto se todas
scr-ng-value-never = nunca
scr-ng-value-always = sempre
scr-ng-value-one = uma peça
scr-ng-value-each = uma por moinho
scr-ng-value-lose = perde
scr-ng-value-pass = passa

# O que representa a FEN no comando que a joga.
scr-ed-the-fen = <FEN>

# The Puzzles screen (issue 37).
puz-header-pack = Problemas: { $name }
puz-header = Problemas
puz-none-unsolvable = Não há problemas para estas regras, e não é possível criá-los: não são resolvidas aqui ({ $why }).
mk-none-shipped = Não há problemas incluídos para estas regras: é possível criar um conjunto a partir dos seus valores exatos.
mk-keys = Enter ou n: criar problemas para estas regras (segundos a um minuto) · Esc: voltar ao jogo
mk-keys-running = Esc: parar
mk-reading = A ler o conjunto guardado para estas regras…
mk-solving = A criar problemas: a resolver { $class }, { $pct }%…
mk-drawing = A criar problemas: a procurar posições com uma só resposta…
mk-rating = A criar problemas: a avaliar o problema { $i } de { $n }…
mk-stopped = Parado: nenhum conjunto foi criado.
mk-none-found = Não foi encontrado nenhum problema com estas regras.
mk-unsolvable = Estas regras não são resolvidas aqui ({ $why }).
mk-damaged = O conjunto guardado em { $path } foi recusado ({ $why }): é criado de novo.
mk-not-kept = Não foi possível guardar o conjunto em { $path } ({ $why }): será criado de novo da próxima vez.
mk-bad-line = linha { $n }: { $why }
mk-bad-puzzle = os valores exatos discordam de { $fen } ({ $why })
mk-empty = não contém nenhum problema
mk-no-cache = Este sistema não tem pasta de cache: o conjunto não é guardado e é criado de novo da próxima vez.
puz-title = Problema { $n } de { $total }
puz-task-win = { $n ->
    [one] { $side } a jogar: ganhar em { $n } lance
   *[other] { $side } a jogar: ganhar em { $n } lances
}
puz-task-defend = { $side } a jogar: o único lance que mantém o empate
puz-task-removal = { $side } fechou um moinho: retirar a pedra certa
puz-difficulty = Dificuldade { $d } de 5
puz-flying = voo
puz-blockade = bloqueio
puz-tries = { $n ->
    [one] resta 1 tentativa
   *[other] restam { $n } tentativas
}
puz-standing-solved = Resolvido
puz-standing-failed = Não resolvido: a solução foi mostrada
puz-solving = A calcular as tabelas{ $dots }
puz-wait = As tabelas ainda não estão prontas: um momento.
puz-pick = Primeiro, pegue numa das suas pedras.
puz-over = Este problema acabou: n para o seguinte.
puz-right = Certo. A resposta: { $reply }
puz-right-go-on = Certo. Agora retire uma pedra.
puz-solved = Resolvido! n para o problema seguinte.
puz-wrong = { $decision } deita-o fora ({ $value }): desfeito.
puz-failed = { $decision } deita-o fora ({ $value }). A solução: { $solution }
puz-hint = Dica: a pedra em { $point }.
puz-tally = Desta vez: { $solved ->
        [1] 1 resolvido
       *[other] { $solved } resolvidos
    }, { $failed ->
        [1] 1 falhado
       *[other] { $failed } falhados
    }
puz-kept = Ao todo: { $solved } de { $total } resolvidos, { $failed ->
        [1] 1 falhado
       *[other] { $failed } falhados
    }
puz-keys = Enter jogar · i dica · n seguinte · ? teclas · Esc voltar

## The Statistics screen.
stats-header = Estatísticas
stats-person = { $name } ({ $n } de { $total })
stats-nobody = Ainda nenhuma partida terminada de uma pessoa.
stats-reading = A ler o placar{ $dots }
stats-no-folder = Este sistema não tem pasta de dados: não há nada contado para mostrar.
stats-rating = Rating { $rating } após { $n } { $n ->
        [one] partida avaliada
       *[other] partidas avaliadas
    } (máximo { $best })
stats-no-rating = Ainda sem rating: só partidas contadas à parte.
stats-games = Partidas: { $won ->
        [1] 1 vitória
       *[other] { $won } vitórias
    }, { $drawn ->
        [1] 1 empate
       *[other] { $drawn } empates
    }, { $lost ->
        [1] 1 derrota
       *[other] { $lost } derrotas
    }
stats-apart = Contadas à parte (posição montada ou ajuda), sem rating: { $won ->
        [1] 1 vitória
       *[other] { $won } vitórias
    }, { $drawn ->
        [1] 1 empate
       *[other] { $drawn } empates
    }, { $lost ->
        [1] 1 derrota
       *[other] { $lost } derrotas
    }
stats-by-variant = Por variante
stats-by-opponent = Contra
stats-won = vit.
stats-drawn = emp.
stats-lost = der.
stats-level = { $name } (rating { $rating })
stats-longest = Partidas mais longas
stats-long = { $plies } { $plies ->
        [one] decisão
       *[other] decisões
    } contra { $opponent } ({ $variant }, { $result })
stats-puzzles = Problemas, na última tentativa
stats-pack = Pacote do Sanmill { $name }
stats-puzzle-set = { $set }: { $solved ->
        [1] 1 resolvido
       *[other] { $solved } resolvidos
    }, { $failed ->
        [1] 1 falhado
       *[other] { $failed } falhados
    }
stats-puzzle-set-of = { $set }: { $solved } de { $total } resolvidos, { $failed ->
        [1] 1 falhado
       *[other] { $failed } falhados
    }
stats-axis-games = partidas
stats-more = ↓ mais { $n }
stats-more-ascii = v mais { $n }
# Aprender os pontos (issue 37).
learn-header = Aprender os pontos
learn-title-find = Encontrar os pontos
learn-title-name = Dizer o nome dos pontos
learn-how-find = Aparece o nome de um ponto: leve o cursor até lá (setas) e prima Enter, ou clique nele. { $n } pontos, contra o relógio.
learn-how-name = Um ponto está marcado com !: escreva o nome dele, a letra e o número (d6). { $n } pontos, contra o relógio.
learn-begin = Enter: começar
learn-find = Encontre { $point }
learn-name = Qual é o ponto marcado com !?
learn-progress = Ponto { $n } de { $of } · { $right } certos
learn-time = Tempo: { $time } s
learn-right = Certo: { $point }.
learn-wrong = Não é { $point }: { $asked } está marcado com { $mark }.
learn-wrong-name = Não é { $point }: o ponto marcado com ! era { $asked }, agora marcado com { $mark }.
learn-again = Enter ou n: outra ronda
learn-result = { $right } de { $of } certos em { $time } s
learn-new-best = A sua melhor ronda!
learn-best = Melhor: { $right } de { $of } em { $time } s
learn-no-best = Ainda sem melhor ronda
learn-find-not-type = Encontre-o no tabuleiro: setas e Enter, ou um clique.

# O tutorial (issue 37): as regras padrão, passo a passo.
tut-header = Tutorial
tut-title = { $n }/{ $total } { $title }
tut-board-title = O tabuleiro
tut-board-text = As pedras ficam nos 24 pontos onde as linhas se cruzam. Um ponto tem o nome da sua coluna (letra) e da sua linha (número): a1 é o canto de baixo à esquerda.
tut-board-task = Leve o cursor até d6 (setas, ou escreva d6) e prima Enter.
tut-place-title = Colocar
tut-place-text = Cada jogador tem nove pedras. As brancas começam; à vez, cada um coloca uma pedra num ponto livre.
tut-place-task = Coloque uma pedra branca em b4.
tut-mill-title = Um moinho
tut-mill-text = Três pedras da mesma cor seguidas numa linha do tabuleiro formam um moinho. Quem fecha um moinho retira uma pedra do adversário.
tut-mill-task = Feche um moinho.
tut-remove-title = Retirar
tut-remove-text = As brancas fecharam um moinho. Uma pedra num moinho não pode ser retirada enquanto o adversário tiver pedras fora de moinhos.
tut-remove-task = Retire uma pedra preta que não esteja num moinho.
tut-move-title = Mover
tut-move-text = Depois de colocadas todas as pedras, cada jogada move uma pedra ao longo de uma linha para o ponto seguinte, se estiver livre. Enter pega numa pedra; Enter de novo pousa-a.
tut-move-task = Mova uma pedra e feche um moinho.
tut-fly-title = Voar
tut-fly-text = Quem fica com três pedras pode voar: levar uma pedra a qualquer ponto livre, não só ao seguinte.
tut-fly-task = Voe com uma pedra e feche um moinho.
tut-two-title = Ganhar: duas pedras
tut-two-text = Quem fica com duas pedras perde: já não pode formar um moinho. As pretas têm três.
tut-two-task = Ganhe: feche um moinho e retire uma pedra.
tut-block-title = Ganhar: bloqueio
tut-block-text = Quem não pode mover nenhuma pedra também perde.
tut-block-task = Ganhe: deixe as pretas sem jogada.
tut-end-title = Muito bem
tut-end-text = Já conhece as regras do moinho. Enter: uma nova partida (escolha lá o adversário); Esc: voltar à partida.
tut-right = Certo!
tut-next = Enter ou n: passo seguinte
tut-done-next = Este passo está feito: Enter ou n para o seguinte.
tut-wrong-point = Isso é { $point }; { $want } é outro ponto. Veja as letras por baixo e os números ao lado do tabuleiro.
tut-wrong-place = não é { $point }
tut-wrong-mill = não fecha nenhum moinho
tut-wrong-fly = fecha um moinho sem voar: voe com uma pedra que não esteja ao lado do ponto
tut-wrong-win = não ganha
tut-taken-back = { $decision }: { $why }. Anulada: tente outra vez.
tut-refused = As regras não deixam: { $why }
tut-now-remove = Moinho! Agora retire uma pedra preta.
tut-pick = Pegue primeiro numa das suas pedras.
tut-show-point = O cursor está agora em { $point }: prima Enter.
tut-show = Uma solução: { $decision }.
tut-show-remove = Uma solução: remover a peça em { $point }.
tut-removing = Remover { $point }
tut-again = De volta ao passo { $n }/{ $total }, onde parou. u volta um passo, até 1/{ $total } para recomeçar.
tut-offer-title = Novo no moinho?
tut-offer = O tutorial mostra as regras no tabuleiro, passo a passo, em poucos minutos. Começar?
tut-a-start = Começar o tutorial
tut-a-later = Agora não
tut-you = Joga com as brancas: { $stone }
puz-pack-by-lines = Verificado pela solução do pacote: esta classe não está resolvida aqui.
puz-pack-agrees = Os valores exatos do morris concordam com o pacote.
puz-pack-disagrees = O morris discorda do pacote: { $why }
puz-pack-not-checked = Não verificado por valores exatos: { $why }
puz-pack-none = Nenhum dos { $n } problemas do pacote pode ser jogado aqui.
puz-pack-left-out = { $n ->
    [one] Um problema do pacote não pode ser jogado (morris puzzles --check FICHEIRO diz porquê).
   *[other] { $n } problemas do pacote não podem ser jogados (morris puzzles --check FICHEIRO diz porquê).
}
puz-off = { $decision } não é a solução do pacote: retirada.
puz-off-failed = { $decision } não é a solução do pacote. A solução: { $solution }
puz-pack-path = Ficheiro do pacote: { $path }_
puz-pack-reading = A ler { $path }{ $dots }
puz-pack-other-rules = O pacote é para outras regras que as desta partida ({ $rules }): comece primeiro uma partida com elas, ou morris puzzles FICHEIRO.

# O adversário noutro terminal no ecrã de nova partida.
scr-ng-friend-short = adversário, outro terminal
scr-ng-friend = um adversário noutro terminal
scr-ng-reached = ligação
scr-ng-about-reached = Como o seu adversário chega a este terminal: diretamente ou através de um relay (as definições listen e relay)
scr-ng-about-start-friend = Abrir uma partida de { $rules } ao seu adversário e mostrar o que ele escreve para entrar
scr-ng-friend-and-computer = As { $side } jogam-se aqui, neste teclado, contra o seu adversário: escolha uma pessoa para elas
