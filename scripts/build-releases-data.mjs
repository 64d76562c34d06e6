#!/usr/bin/env node
// Deterministic generator for fixtures/releases.json, the dataset served by the
// Dependency Release Tracking API mock. No dependencies; every random choice comes from
// a mulberry32 PRNG seeded per source, so the output is identical on every run.
// Usage: node scripts/build-releases-data.mjs [--out FILE] [--check]
//   --out FILE  write (or check) FILE instead of fixtures/releases.json
//   --check     write nothing; exit 1 when the file differs from what would be generated
//               (test/contracts/releases-dataset.test.ts runs it, so the dataset and its
//               generator cannot drift apart)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
if (outAt !== -1 && (args[outAt + 1] === undefined || args[outAt + 1].startsWith('--'))) {
  console.error('build-releases-data: --out needs a file path');
  process.exit(2);
}
const OUT =
  outAt === -1
    ? join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'releases.json')
    : resolve(args[outAt + 1]);
const CHECK = args.includes('--check');
const DAY = 86_400_000;
const WINDOW_START = Date.UTC(2019, 0, 1);
const WINDOW_END = Date.UTC(2026, 9, 31, 23, 59, 59);

// Row format (npm/pypi): identifier|Name|importance|start|majors|owner/repo|website|docs
// Row format (github):   owner/repo|Name|importance|start|majors|website|docs
//   identifier prefix "!" = inactive source; importance c/h/m/l
//   start = first tracked version, "@YYYY" = first release year, "~YYYY" = tracking stopped that year
//   majors = major bumps over the window ("m" suffix: version lines are major.minor;
//            "+N" with 0 majors: about N minor bumps over the window),
//            "=ident" = released in lockstep with that source, cal/cal2/date = calendar versioning
//   website/docs: "-" = null; docs starting with "/" are relative to the website
const NPM = [
  'react|React|c|16.7.0|3|facebook/react|https://react.dev|/reference/react',
  'react-dom|React DOM|c||=react|facebook/react|https://react.dev|/reference/react-dom',
  'vue|Vue.js|c|2.5.22|1|vuejs/core|https://vuejs.org|/guide/introduction.html',
  '@angular/core|Angular|c|7.2.0|13|angular/angular|https://angular.dev|/overview',
  '@angular/cli|Angular CLI|h||=@angular/core|angular/angular-cli|https://angular.dev|/tools/cli',
  'express|Express|c|4.16.4|1|expressjs/express|https://expressjs.com|/en/5x/api.html',
  'next|Next.js|c|8.0.0|8|vercel/next.js|https://nextjs.org|/docs',
  'typescript|TypeScript|c|3.2.2|2|microsoft/TypeScript|https://www.typescriptlang.org|/docs/',
  'lodash|Lodash|h|4.17.11|0|lodash/lodash|https://lodash.com|/docs/',
  'axios|Axios|c|0.18.0|1|axios/axios|https://axios-http.com|/docs/intro',
  'webpack|webpack|h|4.28.3|1|webpack/webpack|https://webpack.js.org|/concepts/',
  'vite|Vite|c|2.0.0@2021|5|vitejs/vite|https://vite.dev|/guide/',
  'eslint|ESLint|h|5.12.0|4|eslint/eslint|https://eslint.org|/docs/latest/',
  'prettier|Prettier|m|1.15.3|2|prettier/prettier|https://prettier.io|/docs/',
  'jest|Jest|h|23.6.0|7|jestjs/jest|https://jestjs.io|/docs/getting-started',
  '@babel/core|Babel|h|7.2.2|0+26|babel/babel|https://babeljs.io|/docs/',
  '@babel/preset-env|Babel preset-env|m||=@babel/core|babel/babel|https://babeljs.io|/docs/babel-preset-env',
  'rollup|Rollup|m|1.0.0|3|rollup/rollup|https://rollupjs.org|/introduction/',
  'esbuild|esbuild|h|0.8.0@2020|0+17|evanw/esbuild|https://esbuild.github.io|/api/',
  'svelte|Svelte|h|3.0.0@2019|2|sveltejs/svelte|https://svelte.dev|/docs',
  '@sveltejs/kit|SvelteKit|m|1.0.0@2022|1|sveltejs/kit|https://svelte.dev|/docs/kit',
  'nuxt|Nuxt|h|2.4.0|2|nuxt/nuxt|https://nuxt.com|/docs',
  '@nestjs/core|NestJS|h|6.0.0|5|nestjs/nest|https://nestjs.com|https://docs.nestjs.com',
  '@nestjs/common|NestJS Common|m||=@nestjs/core|nestjs/nest|https://nestjs.com|https://docs.nestjs.com',
  'fastify|Fastify|h|2.0.0|3|fastify/fastify|https://fastify.dev|/docs/latest/',
  'koa|Koa|l|2.6.2|1|koajs/koa|https://koajs.com|-',
  'mongoose|Mongoose|h|5.4.0|3|Automattic/mongoose|https://mongoosejs.com|/docs/',
  'sequelize|Sequelize|m|5.0.0|1|sequelize/sequelize|https://sequelize.org|/docs/v6/',
  'prisma|Prisma|h|2.0.0@2020|4|prisma/prisma|https://www.prisma.io|/docs',
  '@prisma/client|Prisma Client|h||=prisma|prisma/prisma|https://www.prisma.io|/docs/orm/prisma-client',
  'typeorm|TypeORM|m|0.2.12|0+1|typeorm/typeorm|https://typeorm.io|-',
  'redux|Redux|m|4.0.1|1|reduxjs/redux|https://redux.js.org|/introduction/getting-started',
  '@reduxjs/toolkit|Redux Toolkit|m|1.2.0@2019|1|reduxjs/redux-toolkit|https://redux-toolkit.js.org|/introduction/getting-started',
  'react-router|React Router|h|4.3.1|3|remix-run/react-router|https://reactrouter.com|/home',
  '@tanstack/react-query|TanStack Query|h|4.0.0@2022|1|TanStack/query|https://tanstack.com/query|https://tanstack.com/query/latest/docs/framework/react/overview',
  'tailwindcss|Tailwind CSS|h|1.0.0@2019|3|tailwindlabs/tailwindcss|https://tailwindcss.com|/docs',
  'postcss|PostCSS|m|7.0.7|1|postcss/postcss|https://postcss.org|/api/',
  'sass|Sass|m|1.16.0|0+77|sass/dart-sass|https://sass-lang.com|/documentation/',
  'styled-components|styled-components|l|4.1.3|2|styled-components/styled-components|https://styled-components.com|/docs',
  '@mui/material|Material UI|h|5.0.0@2021|2|mui/material-ui|https://mui.com|/material-ui/getting-started/',
  'chart.js|Chart.js|l|2.7.3|2|chartjs/Chart.js|https://www.chartjs.org|/docs/latest/',
  'three|three.js|m|0.100.0|0+80|mrdoob/three.js|https://threejs.org|/docs/',
  'socket.io|Socket.IO|m|2.2.0|2|socketio/socket.io|https://socket.io|/docs/v4/',
  'ws|ws|m|6.1.2|2|websockets/ws|-|-',
  'dotenv|dotenv|l|6.2.0|11|motdotla/dotenv|-|-',
  'zod|Zod|h|1.0.0@2020|3|colinhacks/zod|https://zod.dev|/api',
  'date-fns|date-fns|m|1.30.1|3|date-fns/date-fns|https://date-fns.org|/docs/Getting-Started',
  'dayjs|Day.js|l|1.8.0|0+3|iamkun/dayjs|https://day.js.org|/docs/en/installation/installation',
  'uuid|uuid|m|3.3.2|9|uuidjs/uuid|-|-',
  'commander|Commander.js|l|2.19.0|12|tj/commander.js|-|-',
  'mocha|Mocha|m|5.2.0|6|mochajs/mocha|https://mochajs.org|-',
  'vitest|Vitest|h|0.1.0@2021|3|vitest-dev/vitest|https://vitest.dev|/guide/',
  'cypress|Cypress|h|3.1.4|12|cypress-io/cypress|https://www.cypress.io|https://docs.cypress.io',
  'playwright|Playwright|h|1.0.0@2020|0+55|microsoft/playwright|https://playwright.dev|/docs/intro',
  'puppeteer|Puppeteer|m|1.11.0|23|puppeteer/puppeteer|https://pptr.dev|/guides/what-is-puppeteer',
  'storybook|Storybook|m|7.0.0@2023|2|storybookjs/storybook|https://storybook.js.org|/docs',
  '@storybook/react|Storybook for React|l||=storybook|storybookjs/storybook|https://storybook.js.org|/docs/get-started/frameworks/react-vite',
  '@typescript-eslint/parser|typescript-eslint Parser|m|1.0.0@2019|7|typescript-eslint/typescript-eslint|https://typescript-eslint.io|/getting-started',
  '@typescript-eslint/eslint-plugin|typescript-eslint Plugin|m||=@typescript-eslint/parser|typescript-eslint/typescript-eslint|https://typescript-eslint.io|/rules/',
  'graphql|GraphQL.js|m|14.1.1|2|graphql/graphql-js|https://graphql.org|/graphql-js/',
  '@apollo/server|Apollo Server|m|4.0.0@2022|1|apollographql/apollo-server|https://www.apollographql.com|/docs/apollo-server/',
  'pnpm|pnpm|h|3.0.0|7|pnpm/pnpm|https://pnpm.io|/motivation',
  'astro|Astro|m|0.20.0@2021|5|withastro/astro|https://astro.build|https://docs.astro.build',
  'jquery|jQuery|m|3.3.1|1|jquery/jquery|https://jquery.com|https://api.jquery.com',
  '!request|Request|m|2.88.0~2020|0|request/request|-|-',
  '!tslint|TSLint|l|5.12.0~2020|1|palantir/tslint|https://palantir.github.io/tslint/|-',
  '!node-sass|node-sass|m|4.11.0~2023|5|sass/node-sass|-|-',
  '!protractor|Protractor|l|5.4.2~2022|2|angular/protractor|https://www.protractortest.org|-',
  '!enzyme|Enzyme|l|3.8.0~2020|0|enzymejs/enzyme|https://enzymejs.github.io/enzyme/|-',
  '!angular|AngularJS|m|1.7.6~2022|0+1|angular/angular.js|https://angularjs.org|https://docs.angularjs.org/api',
  '!react-scripts|Create React App|m|2.1.3~2023|3|facebook/create-react-app|https://create-react-app.dev|/docs/getting-started',
  '!bower|Bower|l|1.8.8~2021|0|bower/bower|https://bower.io|/docs/api/',
  '!@vue/cli|Vue CLI|l|3.3.0~2023|2|vuejs/vue-cli|https://cli.vuejs.org|/guide/',
  '!moment|Moment.js|m|2.23.0~2022|0+7|moment/moment|https://momentjs.com|/docs/',
];

const PYPI = [
  'django|Django|c|2.1.5|3m|django/django|https://www.djangoproject.com|https://docs.djangoproject.com/en/stable/',
  'flask|Flask|h|1.0.2|2|pallets/flask|https://palletsprojects.com/p/flask/|https://flask.palletsprojects.com/en/stable/',
  'fastapi|FastAPI|c|0.5.0@2019|0+115|fastapi/fastapi|https://fastapi.tiangolo.com|/tutorial/',
  'numpy|NumPy|c|1.16.0|1m|numpy/numpy|https://numpy.org|/doc/stable/',
  'pandas|pandas|c|0.24.0|2|pandas-dev/pandas|https://pandas.pydata.org|/docs/',
  'requests|Requests|c|2.21.0|0+11|psf/requests|-|https://requests.readthedocs.io/en/latest/',
  'sqlalchemy|SQLAlchemy|h|1.2.16|1m|sqlalchemy/sqlalchemy|https://www.sqlalchemy.org|https://docs.sqlalchemy.org/en/20/',
  'pydantic|Pydantic|c|0.18.0|2|pydantic/pydantic|https://pydantic.dev|https://docs.pydantic.dev/latest/',
  'pytest|pytest|h|4.1.0|5|pytest-dev/pytest|https://pytest.org|https://docs.pytest.org/en/stable/',
  'celery|Celery|h|4.2.1|1|celery/celery|https://docs.celeryq.dev|/en/stable/',
  'scipy|SciPy|h|1.2.0|0+14|scipy/scipy|https://scipy.org|https://docs.scipy.org/doc/scipy/',
  'scikit-learn|scikit-learn|h|0.20.2|1m|scikit-learn/scikit-learn|https://scikit-learn.org|/stable/',
  'matplotlib|Matplotlib|m|3.0.2|0+7|matplotlib/matplotlib|https://matplotlib.org|/stable/',
  'tensorflow|TensorFlow|h|1.12.0|1m|tensorflow/tensorflow|https://www.tensorflow.org|/api_docs/python/tf',
  'torch|PyTorch|c|1.0.0|1m|pytorch/pytorch|https://pytorch.org|https://docs.pytorch.org/docs/stable/',
  'transformers|Transformers|h|2.0.0@2019|3m|huggingface/transformers|https://huggingface.co/docs/transformers|-',
  'boto3|Boto3|h|1.9.80|0+31|boto/boto3|https://aws.amazon.com/sdk-for-python/|https://boto3.amazonaws.com/v1/documentation/api/latest/index.html',
  'botocore|botocore|m||=boto3|boto/botocore|-|https://botocore.amazonaws.com/v1/documentation/api/latest/index.html',
  'black|Black|m|@2019|cal|psf/black|https://black.readthedocs.io|/en/stable/',
  'pip|pip|h|@2019|cal2|pypa/pip|https://pip.pypa.io|/en/stable/',
  'certifi|certifi|m|@2019|date|certifi/python-certifi|https://certifiio.readthedocs.io|-',
  'attrs|attrs|l|@2019|cal|python-attrs/attrs|https://www.attrs.org|/en/stable/',
  'mypy|mypy|m|1.0.0@2023|0+18|python/mypy|https://www.mypy-lang.org|https://mypy.readthedocs.io/en/stable/',
  'ruff|Ruff|h|0.0.100@2022|0+14|astral-sh/ruff|https://docs.astral.sh/ruff/|-',
  'uv|uv|h|0.1.0@2024|0+9|astral-sh/uv|https://docs.astral.sh/uv/|-',
  'poetry|Poetry|m|1.0.0@2019|1|python-poetry/poetry|https://python-poetry.org|/docs/',
  'setuptools|setuptools|m|40.6.3|40|pypa/setuptools|-|https://setuptools.pypa.io/en/latest/',
  'httpx|HTTPX|m|0.7.0@2019|0+21|encode/httpx|https://www.python-httpx.org|/api/',
  'aiohttp|aiohttp|m|3.5.1|0+8|aio-libs/aiohttp|https://docs.aiohttp.org|-',
  'uvicorn|Uvicorn|m|0.3.24|0+35|encode/uvicorn|https://www.uvicorn.org|/settings/',
  'gunicorn|Gunicorn|m|19.9.0|4|benoitc/gunicorn|https://gunicorn.org|https://docs.gunicorn.org/en/stable/',
  'jinja2|Jinja|m|2.10.0|1|pallets/jinja|https://palletsprojects.com/p/jinja/|https://jinja.palletsprojects.com/en/stable/',
  'click|Click|l|7.0.0|1|pallets/click|https://palletsprojects.com/p/click/|https://click.palletsprojects.com/en/stable/',
  'pyyaml|PyYAML|m|3.13.0|3|yaml/pyyaml|https://pyyaml.org|/wiki/PyYAMLDocumentation',
  'pillow|Pillow|h|5.4.1|7|python-pillow/Pillow|https://python-pillow.org|https://pillow.readthedocs.io/en/stable/',
  'cryptography|cryptography|c|2.5.0|44|pyca/cryptography|https://cryptography.io|/en/latest/',
  'urllib3|urllib3|h|1.24.1|1|urllib3/urllib3|-|https://urllib3.readthedocs.io/en/stable/',
  'redis|redis-py|m|3.0.1|3|redis/redis-py|https://redis.io/docs/latest/develop/clients/redis-py/|https://redis.readthedocs.io/en/stable/',
  'psycopg|Psycopg 3|m|3.0.0@2021|0+2|psycopg/psycopg|https://www.psycopg.org|/psycopg3/docs/',
  'psycopg2|Psycopg 2|m|2.7.7|0+2|psycopg/psycopg2|https://www.psycopg.org|/docs/',
  'alembic|Alembic|m|1.0.5|0+16|sqlalchemy/alembic|https://alembic.sqlalchemy.org|/en/latest/',
  'streamlit|Streamlit|m|0.53.0@2019|1|streamlit/streamlit|https://streamlit.io|https://docs.streamlit.io',
  'jupyterlab|JupyterLab|m|0.35.4|4|jupyterlab/jupyterlab|https://jupyter.org|https://jupyterlab.readthedocs.io/en/stable/',
  'ipython|IPython|l|7.2.0|2|ipython/ipython|https://ipython.org|https://ipython.readthedocs.io/en/stable/',
  'sphinx|Sphinx|l|1.8.3|7|sphinx-doc/sphinx|https://www.sphinx-doc.org|/en/master/',
  'tox|tox|l|3.6.1|1|tox-dev/tox|https://tox.wiki|-',
  'langchain|LangChain|h|0.0.100@2023|1|langchain-ai/langchain|https://www.langchain.com|https://python.langchain.com/docs/',
  'openai|OpenAI Python|m|0.27.0@2023|2|openai/openai-python|https://platform.openai.com|/docs/api-reference',
  'polars|Polars|m|0.8.0@2021|1|pola-rs/polars|https://pola.rs|https://docs.pola.rs',
  'marshmallow|marshmallow|l|2.18.0|2|marshmallow-code/marshmallow|https://marshmallow.readthedocs.io|-',
  'python-dateutil|dateutil|l|2.7.5|0+2|dateutil/dateutil|-|https://dateutil.readthedocs.io/en/stable/',
  'numba|Numba|l|0.42.0|0+20|numba/numba|https://numba.pydata.org|https://numba.readthedocs.io/en/stable/',
  'starlette|Starlette|m|0.11.0|0+37|encode/starlette|https://www.starlette.io|-',
  'werkzeug|Werkzeug|m|0.14.1|3|pallets/werkzeug|https://palletsprojects.com/p/werkzeug/|https://werkzeug.palletsprojects.com/en/stable/',
  '!tensorflow-addons|TensorFlow Addons|l|0.1.0@2019~2024|0+22|tensorflow/addons|https://www.tensorflow.org/addons|-',
  '!chainer|Chainer|l|5.1.0~2022|2|chainer/chainer|https://chainer.org|https://docs.chainer.org',
  '!aioredis|aioredis|l|1.2.0~2021|1|aio-libs-abandoned/aioredis-py|-|https://aioredis.readthedocs.io',
  '!toml|toml|l|0.10.0~2020|0|uiri/toml|-|-',
  '!theano|Theano|l|1.0.3~2020|0|Theano/Theano|-|-',
  '!mxnet|Apache MXNet|m|1.4.0~2023|0+5|apache/mxnet|https://mxnet.apache.org|-',
  '!imgaug|imgaug|l|0.2.8~2020|0+2|aleju/imgaug|-|https://imgaug.readthedocs.io',
];

const GITHUB = [
  'kubernetes/kubernetes|Kubernetes|c|v1.13.2|0+21|https://kubernetes.io|/docs/home/',
  'nodejs/node|Node.js|c|v10.15.0|14|https://nodejs.org|/docs/latest/api/',
  'golang/go|Go|c|go1.11.4|0+14|https://go.dev|/doc/',
  'rust-lang/rust|Rust|c|1.32.0|0+58|https://www.rust-lang.org|https://doc.rust-lang.org/stable/',
  'python/cpython|CPython|c|v3.7.2|0+7|https://www.python.org|https://docs.python.org/3/',
  'postgres/postgres|PostgreSQL|c|REL_11_1|7|https://www.postgresql.org|/docs/',
  'redis/redis|Redis|c|5.0.3|3|https://redis.io|/docs/latest/',
  'hashicorp/terraform|Terraform|c|v0.11.11|1m|https://www.terraform.io|https://developer.hashicorp.com/terraform/docs',
  'docker/compose|Docker Compose|h|1.23.2|1|https://docs.docker.com/compose/|-',
  'grafana/grafana|Grafana|h|v5.4.3|7|https://grafana.com|/docs/grafana/latest/',
  'nginx/nginx|NGINX|h|release-1.15.8|0+14|https://nginx.org|/en/docs/',
  'prometheus/prometheus|Prometheus|h|v2.6.0|1m|https://prometheus.io|/docs/',
  'elastic/elasticsearch|Elasticsearch|h|v6.5.4|3|https://www.elastic.co/elasticsearch|https://www.elastic.co/guide/en/elasticsearch/reference/current/',
  'mysql/mysql-server|MySQL|h|mysql-8.0.14|1m|https://www.mysql.com|https://dev.mysql.com/doc/',
  'mongodb/mongo|MongoDB|h|r4.0.5|4|https://www.mongodb.com|/docs/manual/',
  'helm/helm|Helm|h|v2.12.2|2|https://helm.sh|/docs/',
  'argoproj/argo-cd|Argo CD|m|v0.11.0|3|https://argoproj.github.io/cd/|https://argo-cd.readthedocs.io/en/stable/',
  'istio/istio|Istio|m|1.0.5|0+26|https://istio.io|/latest/docs/',
  'hashicorp/vault|Vault|h|v1.0.2|0+19|https://www.vaultproject.io|https://developer.hashicorp.com/vault/docs',
  'containerd/containerd|containerd|h|v1.2.2|1|https://containerd.io|/docs/',
  'moby/moby|Docker Engine|c|v23.0.0@2023|5|https://www.docker.com|https://docs.docker.com/engine/',
  'traefik/traefik|Traefik Proxy|m|v1.7.7|2|https://traefik.io|https://doc.traefik.io/traefik/',
  'caddyserver/caddy|Caddy|m|v0.11.1|2|https://caddyserver.com|/docs/',
  'denoland/deno|Deno|h|v0.3.0@2019|2|https://deno.com|https://docs.deno.com',
  'oven-sh/bun|Bun|h|bun-v0.1.0@2022|1|https://bun.sh|/docs',
  'microsoft/vscode|Visual Studio Code|m|1.31.0|0+74|https://code.visualstudio.com|/docs',
  'git/git|Git|h|v2.20.1|0+31|https://git-scm.com|/doc',
  'openssl/openssl|OpenSSL|c|openssl-3.0.0@2021|0+6|https://www.openssl.org|/docs/',
  'curl/curl|curl|h|curl-7_63_0|1|https://curl.se|/docs/',
  'apache/kafka|Apache Kafka|h|2.1.1|2|https://kafka.apache.org|/documentation/',
  'apache/spark|Apache Spark|m|v2.4.0|2|https://spark.apache.org|/docs/latest/',
  'ansible/ansible|Ansible|m|v2.7.6|0+12|https://www.ansible.com|https://docs.ansible.com',
  'php/php-src|PHP|h|php-7.3.1|1m|https://www.php.net|/docs.php',
  'dotnet/runtime|.NET|h|v3.0.0@2019|7|https://dotnet.microsoft.com|https://learn.microsoft.com/en-us/dotnet/',
  'JetBrains/kotlin|Kotlin|m|v1.3.20|1m|https://kotlinlang.org|/docs/home.html',
  'envoyproxy/envoy|Envoy|m|v1.9.0|0+26|https://www.envoyproxy.io|/docs/envoy/latest/',
  'ruby/ruby|Ruby|m|v2_6_0|1m|https://www.ruby-lang.org|https://docs.ruby-lang.org/en/',
  '!atom/atom|Atom|l|v1.34.0~2022|0+26|-|-',
  '!fluxcd/flux|Flux v1|l|1.10.0~2022|0+15|https://fluxcd.io|https://fluxcd.io/flux/',
  '!rkt/rkt|rkt|l|v1.30.0~2020|0|-|-',
  '!kubernetes-sigs/kubefed|KubeFed|l|v0.1.0@2019~2023|0+9|-|-',
  '!apache/mesos|Apache Mesos|l|1.7.1~2021|0+4|https://mesos.apache.org|/documentation/latest/',
];

const IMPORTANCE = { c: 'critical', h: 'high', m: 'medium', l: 'low' };
const RELEASES_PER_SOURCE = { critical: [11, 14], high: [9, 11], medium: [7, 9], low: [5, 7] };
const P_DEPRECATE_LINE = 0.38;
const P_EOL_LINE = 0.45;
const P_RUNTIME_DEPRECATION = 0.15; // per feature release, at most once per dropped runtime
// Runtime versions dropped by libraries in a given year: [dropped, new minimum].
const NODE_BY_YEAR = {
  2019: [6, 8],
  2020: [8, 10],
  2021: [10, 12],
  2022: [12, 14],
  2023: [14, 16],
  2024: [16, 18],
  2025: [18, 20],
  2026: [20, 22],
};
const PY_BY_YEAR = {
  2019: ['2.7', '3.5'],
  2020: ['3.5', '3.6'],
  2021: ['3.6', '3.7'],
  2022: ['3.6', '3.7'],
  2023: ['3.7', '3.8'],
  2024: ['3.8', '3.9'],
  2025: ['3.9', '3.10'],
  2026: ['3.10', '3.11'],
};
const AREAS = [
  'startup time',
  'memory usage',
  'error reporting',
  'platform compatibility',
  'edge-case handling',
  'logging output',
  'build output',
];
const FEATURES = [
  'new configuration options',
  'several new APIs',
  'improved type definitions',
  'clearer error messages',
  'experimental features behind flags',
  'performance improvements',
];
const SEC_AREAS = [
  'input validation',
  'path handling',
  'HTTP header parsing',
  'deserialization of untrusted data',
  'TLS certificate verification',
  'URL parsing',
];

// ---------- randomness and small helpers ----------
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function makeRng(key) {
  let h = 2166136261; // FNV-1a of the key, so each source has its own stable stream
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const next = mulberry32(h);
  return {
    next,
    int: (a, b) => a + Math.floor(next() * (b - a + 1)),
    chance: (p) => next() < p,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
  };
}
const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
const trimSlash = (url) => url.replace(/\/+$/, '');
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
function atTime(rng, ms) {
  const d = new Date(ms);
  d.setUTCHours(
    rng.int(7, 22),
    rng.chance(0.3) ? 0 : rng.int(0, 59),
    rng.chance(0.4) ? 0 : rng.int(0, 59),
    0,
  );
  return d.getTime();
}
function monthEdge(rng, ms) {
  const d = new Date(ms);
  const r = rng.next();
  if (r < 0.4) return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 23, 59, 59); // last day of month
  if (r < 0.65) return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1); // first of next month, midnight
  return atTime(rng, ms);
}

// ---------- sources ----------
function parseRow(type, row, id) {
  const f = row.split('|');
  const active = !f[0].startsWith('!');
  const ident = f[0].replace('!', '');
  const [repo, website, docs] = type === 'github_release' ? [ident, f[5], f[6]] : f.slice(5, 8);
  const [, start, since, until] = f[3].match(/^([^@~]*)(?:@(\d{4}))?(?:~(\d{4}))?$/);
  const official = website === '-' ? null : website;
  const source = {
    id,
    name: f[1],
    type,
    target_identifier: ident,
    official_website: official,
    github_url: `https://github.com/${repo}`,
    docs_url: docs === '-' ? null : docs.startsWith('/') ? trimSlash(official) + docs : docs,
    importance: IMPORTANCE[f[2]],
    is_active: active,
  };
  const majors = f[4];
  const meta = { start, since: Number(since || 2019), until: until ? Number(until) : null, repo };
  if (majors.startsWith('=')) meta.syncWith = majors.slice(1);
  else if (/^(cal|cal2|date)$/.test(majors)) meta.calver = majors;
  else {
    const [, nMajors, m, minors] = majors.match(/^(\d+)(m?)(?:\+(\d+))?$/);
    Object.assign(meta, {
      majors: Number(nMajors),
      minorLines: m === 'm' || nMajors === '0',
      minors: Number(minors ?? 0),
    });
  }
  return { source, meta };
}

// ---------- versions ----------
function parseStart(type, start) {
  const [, prefix, nums] = start.match(/^(\D*)(\d+(?:[._]\d+)*)$/);
  const sep = nums.includes('_') ? '_' : '.';
  return { type, prefix, sep, parts: nums.split(sep).map(Number) };
}
function formatVersion(fmt, parts, pre, post) {
  if (fmt.type === 'npm') return parts.join('.') + (pre ? `-rc.${pre}` : '');
  if (fmt.type === 'pypi') return parts.join('.') + (pre ? `rc${pre}` : '') + (post ? `.post${post}` : '');
  return fmt.prefix + parts.join(fmt.sep) + (pre ? `-rc.${pre}` : '');
}
const humanVersion = (fmt, parts, pre) =>
  fmt.type === 'github_release'
    ? parts.join('.') + (pre ? `-rc.${pre}` : '')
    : formatVersion(fmt, parts, pre, 0);
function lineOf(meta, parts) {
  if (parts.length === 2) return String(parts[0]);
  return meta.minorLines || parts[0] === 0 ? `${parts[0]}.${parts[1]}` : `${parts[0]}.x`;
}
function bump(parts, level, jump = 1) {
  if (parts.length === 2) return level === 'major' ? [parts[0] + jump, 0] : [parts[0], parts[1] + 1];
  if (level === 'major') return [parts[0] + jump, 0, 0];
  return level === 'minor' ? [parts[0], parts[1] + 1, 0] : [parts[0], parts[1], parts[2] + 1];
}

// ---------- timelines (event specs shared by lockstep sources) ----------
function releaseDates(rng, source, meta) {
  const from = Math.max(WINDOW_START, Date.UTC(meta.since, 0, 1)) + rng.int(0, 75) * DAY;
  const to = meta.until ? Date.UTC(meta.until, rng.int(2, 10), 28) : WINDOW_END - rng.int(0, 20) * DAY;
  const [lo, hi] = RELEASES_PER_SOURCE[source.importance];
  const years = (to - from) / (365 * DAY);
  const n = source.is_active
    ? Math.max(4, Math.round(rng.int(lo, hi) * Math.max(0.4, years / 7.8)))
    : rng.int(4, 7);
  const slot = (to - from) / n;
  return Array.from({ length: n }, (_, i) => atTime(rng, from + slot * (i + 0.15 + 0.7 * rng.next())));
}
function calverReleases(rng, meta, dates) {
  const seen = {};
  return dates.map((date) => {
    const d = new Date(date);
    const [yy, m] = [d.getUTCFullYear() % 100, d.getUTCMonth() + 1];
    const key = meta.calver === 'cal2' ? `${yy}` : `${yy}.${m}`;
    const k = seen[key] ?? 0;
    seen[key] = k + 1;
    const version = {
      cal: `${yy}.${m}.${k}`,
      cal2: `${yy}.${k}`,
      date: `${d.getUTCFullYear()}.${m}.${d.getUTCDate()}`,
    }[meta.calver];
    const kind = meta.calver === 'date' || k > 0 ? 'patch' : 'major';
    return {
      kind,
      version,
      human: version,
      date,
      severity: kind === 'major' && rng.chance(0.5) ? 'Warning' : 'Info',
    };
  });
}
function semverReleases(rng, meta, fmt, dates) {
  const n = dates.length;
  const slots = Math.min(meta.majors, Math.floor((n - 1) / 2));
  const majorAt = new Set();
  while (majorAt.size < slots) majorAt.add(rng.int(1, n - 1));
  const jump = slots ? Math.floor(meta.majors / slots) : 0;
  let extra = meta.majors - jump * slots;
  let parts = fmt.parts;
  const out = [];
  const push = (kind, date, p, pre = 0, post = 0, severity = 'Info', extraFields = {}) =>
    out.push({
      kind,
      date,
      parts: p,
      version: formatVersion(fmt, p, pre, post),
      human: humanVersion(fmt, p, pre) + (post ? `.post${post}` : ''),
      line: lineOf(meta, p),
      severity,
      ...extraFields,
    });
  dates.forEach((date, i) => {
    let kind = 'patch';
    if (i > 0 && majorAt.has(i)) {
      parts = bump(parts, 'major', jump + (extra-- > 0 ? 1 : 0));
      kind = 'major';
    } else if (i > 0) {
      kind = rng.chance(meta.minors ? 0.5 : meta.minorLines ? 0.33 : 0.25) ? 'minor' : 'patch';
      parts = bump(parts, kind);
      // "+N" sources (Kubernetes, Go, Rust...) ship many minor lines: keep the minor in step with time
      const elapsed = (date - dates[0]) / (dates.at(-1) - dates[0]);
      if (kind === 'minor' && meta.minors)
        parts[1] = Math.max(parts[1], fmt.parts[1] + Math.round(meta.minors * elapsed));
    }
    const prev = out.at(-1);
    const newLine = prev && prev.line !== lineOf(meta, parts);
    const rcStyle =
      parts.length === 3 && fmt.sep === '.' && (fmt.type !== 'github_release' || fmt.prefix === 'v');
    const rcDate = atTime(rng, date - rng.int(8, 25) * DAY);
    if (newLine && rcStyle && rng.chance(0.35) && rcDate > prev.date + DAY) {
      push('rc', rcDate, parts, 1, 0, 'Info', { final: parts.join('.') });
    }
    if (kind === 'patch' && i > 0 && rng.chance(0.12)) {
      const danger = rng.chance(0.35);
      push('security', date, parts, 0, 0, danger ? 'Danger' : 'Warning', {
        cve: `CVE-${new Date(date).getUTCFullYear()}-${rng.int(10000, 52999)}`,
      });
    } else push(kind, date, parts, 0, 0, kind === 'major' && rng.chance(0.7) ? 'Warning' : 'Info');
    const next = dates[i + 1] ?? Number.POSITIVE_INFINITY;
    const postDate = atTime(rng, date + rng.int(1, 4) * DAY);
    if (fmt.type === 'pypi' && kind === 'patch' && rng.chance(0.04) && postDate < next - DAY)
      push('post', postDate, parts, 0, 1);
  });
  return out;
}
function lifecycleEvents(rng, releases, end) {
  const lines = [];
  for (const r of releases.filter((x) => x.kind !== 'rc')) {
    if (lines.at(-1)?.label !== r.line) lines.push({ label: r.line, first: r.date });
  }
  const out = [];
  lines.slice(0, -1).forEach((line, i) => {
    const next = lines[i + 1];
    let depDate = next.first;
    if (rng.chance(P_DEPRECATE_LINE)) {
      depDate = rng.chance(0.3) ? next.first : atTime(rng, next.first + rng.int(20, 200) * DAY);
      const severity = rng.chance(0.2) ? 'Danger' : 'Warning';
      if (depDate <= end)
        out.push({ kind: 'deprecation', version: line.label, next: next.label, date: depDate, severity });
    }
    const eolDate = monthEdge(rng, depDate + rng.int(120, 540) * DAY);
    if (rng.chance(P_EOL_LINE) && eolDate <= end) {
      out.push({
        kind: 'eol',
        version: line.label,
        next: next.label,
        date: eolDate,
        severity: rng.chance(0.8) ? 'Danger' : 'Warning',
      });
    }
  });
  return out;
}
function runtimeDeprecations(rng, type, releases) {
  if (type === 'github_release') return [];
  const runtime = type === 'npm' ? 'Node.js' : 'Python';
  const done = new Set();
  const out = [];
  for (const r of releases.filter((x) => ['major', 'minor'].includes(x.kind))) {
    const [dropped, min] = (type === 'npm' ? NODE_BY_YEAR : PY_BY_YEAR)[new Date(r.date).getUTCFullYear()];
    if (done.has(dropped) || !rng.chance(P_RUNTIME_DEPRECATION)) continue;
    done.add(dropped);
    out.push({
      kind: 'runtime',
      version: r.version,
      human: r.human,
      date: r.date,
      severity: 'Warning',
      runtime,
      dropped,
      min,
    });
  }
  return out;
}
function sunsetEvents(rng, releases, end) {
  const last = releases.at(-1);
  const out = [];
  const depDate = atTime(rng, last.date + rng.int(10, 120) * DAY);
  if (rng.chance(0.85))
    out.push({
      kind: 'sunset',
      version: last.version,
      human: last.human,
      date: Math.min(depDate, end),
      severity: rng.chance(0.5) ? 'Danger' : 'Warning',
    });
  const eolDate = monthEdge(rng, depDate + rng.int(60, 300) * DAY);
  if (rng.chance(0.5))
    out.push({
      kind: 'sunset-eol',
      version: `${last.line ?? last.version}`,
      date: eolDate,
      severity: 'Danger',
    });
  return out;
}
function buildTimeline({ source, meta }) {
  const rng = makeRng(`timeline:${source.target_identifier}`);
  const dates = releaseDates(rng, source, meta);
  const fmt = meta.calver ? null : parseStart(source.type, meta.start);
  const releases = meta.calver ? calverReleases(rng, meta, dates) : semverReleases(rng, meta, fmt, dates);
  const end = meta.until ? Date.UTC(meta.until, 11, 31, 23, 59, 59) : WINDOW_END;
  const specs = [
    ...releases,
    ...(meta.calver ? [] : lifecycleEvents(rng, releases, end)),
    ...runtimeDeprecations(rng, source.type, releases),
  ];
  if (!source.is_active) specs.push(...sunsetEvents(rng, releases, end));
  return specs.filter((s) => s.date <= end);
}

// ---------- rendering specs into API records ----------
const EVENT_TYPE = {
  deprecation: 'Deprecation',
  runtime: 'Deprecation',
  sunset: 'Deprecation',
  eol: 'EOL',
  'sunset-eol': 'EOL',
};
function describe(rng, src, s) {
  const n = src.name;
  const v = `${n} ${s.human ?? s.version}`;
  switch (s.kind) {
    case 'rc':
      return `${v} is a release candidate for ${n} ${s.final}. Please test it and report regressions; it is not recommended for production.`;
    case 'post':
      return `${v} is a post-release that corrects packaging metadata; there are no code changes.`;
    case 'minor':
      return `${v} is a feature release that adds ${rng.pick(FEATURES)} and improves ${rng.pick(AREAS)}.`;
    case 'major':
      return s.severity === 'Warning'
        ? `${v} is a new major release that removes previously deprecated APIs. It contains breaking changes, so read the migration guide before upgrading.`
        : `${v} is now available as the first release of a new major line, with ${rng.pick(FEATURES)} and improved ${rng.pick(AREAS)}.`;
    case 'security':
      return s.severity === 'Danger'
        ? `${v} fixes a critical vulnerability (${s.cve}) in ${rng.pick(SEC_AREAS)} that could allow remote code execution. Upgrade immediately.`
        : `${v} fixes a moderate-severity vulnerability (${s.cve}) in ${rng.pick(SEC_AREAS)} that could allow denial of service. Upgrading is recommended.`;
    case 'deprecation':
      return s.severity === 'Danger'
        ? `${n} ${s.version} is deprecated and has known unpatched vulnerabilities. Upgrade to ${n} ${s.next} as soon as possible.`
        : `${n} ${s.version} is deprecated and now receives only critical security fixes. Plan the upgrade to ${n} ${s.next} or later.`;
    case 'eol':
      return s.severity === 'Danger'
        ? `${n} ${s.version} reaches end-of-life and will no longer receive security updates. Upgrade to ${n} ${s.next} or newer.`
        : `${n} ${s.version} reaches the end of active support; only security patches will be published until final end-of-life.`;
    case 'runtime':
      return `${v} deprecates support for ${s.runtime} ${s.dropped}, which is end-of-life. The next feature release will require ${s.runtime} ${s.min} or newer.`;
    case 'sunset':
      return `${n} is deprecated by its maintainers and ${s.human} is the final release. No further updates, including security fixes, are planned.`;
    case 'sunset-eol':
      return `${n} has reached end-of-life and its repository is archived; tracking of this source has stopped.`;
    default:
      return rng.chance(0.5)
        ? `${v} is a maintenance release with bug fixes and dependency updates.`
        : `${v} is a patch release that fixes regressions affecting ${rng.pick(AREAS)}.`;
  }
}
function urlsFor(rng, src, s) {
  const gh = src.github_url;
  const site = trimSlash(src.official_website ?? gh);
  const docs = src.docs_url && !/\.(html|php)$/.test(src.docs_url) ? trimSlash(src.docs_url) : site;
  const guide = (label) => {
    const target = slug(label.replace(/\.x$/, ''));
    return docs === gh ? `${gh}/wiki/Migrating-to-${target}` : `${docs}/migrating-to-${target}`;
  };
  const blog = (what) =>
    site === gh ? `${gh}/discussions/${rng.int(1200, 9800)}` : `${site}/blog/${slug(`${src.name} ${what}`)}`;
  const isRelease = !EVENT_TYPE[s.kind];
  const r = rng.next();
  const tag = src.type === 'npm' ? `v${s.version}` : s.version;
  const ghsa = () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => rng.pick('23456789cfghjmpqrvwx')).join(''),
    ).join('-');
  return {
    release_notes_url:
      !isRelease || r < 0.1 ? null : r < 0.22 ? `${gh}/blob/main/CHANGELOG.md` : `${gh}/releases/tag/${tag}`,
    announcement_url:
      s.kind === 'security'
        ? rng.chance(0.7)
          ? `${gh}/security/advisories/GHSA-${ghsa()}`
          : null
        : rng.chance(s.kind === 'major' || !isRelease ? 0.45 : 0.05)
          ? blog(s.human ?? `${s.version} ${s.kind}`)
          : null,
    migration_guide_url:
      s.kind === 'major' && rng.chance(0.8)
        ? guide(s.line ?? s.version)
        : ['deprecation', 'eol'].includes(s.kind) && rng.chance(0.85)
          ? guide(s.next)
          : ['runtime', 'sunset', 'sunset-eol'].includes(s.kind) && rng.chance(0.5)
            ? `${docs}/${s.kind === 'runtime' ? 'installation' : 'migration'}`
            : null,
  };
}
function render(src, spec, rng) {
  return {
    id: 0,
    source_id: src.id,
    version: spec.version,
    release_date: iso(spec.date),
    event_type: EVENT_TYPE[spec.kind] ?? 'Release',
    severity: spec.severity,
    description: describe(rng, src, spec),
    ...urlsFor(rng, src, spec),
  };
}

// ---------- main ----------
function build() {
  const rows = [
    ...NPM.map((r) => ['npm', r]),
    ...PYPI.map((r) => ['pypi', r]),
    ...GITHUB.map((r) => ['github_release', r]),
  ];
  const entries = rows.map(([type, row], i) => parseRow(type, row, i + 1));
  const byIdent = new Map(entries.map((e) => [e.source.target_identifier, e]));
  const timelines = new Map();
  for (const e of entries.filter((x) => !x.meta.syncWith))
    timelines.set(e.source.target_identifier, buildTimeline(e));
  const events = [];
  for (const { source, meta } of entries) {
    const rng = makeRng(`render:${source.target_identifier}`);
    const specs = timelines.get(meta.syncWith ?? source.target_identifier);
    if (meta.syncWith && !byIdent.has(meta.syncWith))
      throw new Error(`unknown lockstep source ${meta.syncWith}`);
    const seen = new Set();
    for (const spec of specs) {
      const ev = render(source, spec, rng);
      const key = `${ev.version}|${ev.event_type}`;
      if (!seen.has(key)) events.push(ev);
      seen.add(key);
    }
  }
  const typeOrder = { Release: 0, Deprecation: 1, EOL: 2 };
  events.sort(
    (a, b) =>
      a.release_date.localeCompare(b.release_date) ||
      a.source_id - b.source_id ||
      typeOrder[a.event_type] - typeOrder[b.event_type] ||
      a.version.localeCompare(b.version),
  );
  events.forEach((e, i) => {
    e.id = i + 1;
  });
  return { sources: entries.map((e) => e.source), events };
}

const data = build();
const text = `${JSON.stringify(data, null, 1)}\n`;
const summary = `${data.sources.length} sources, ${data.events.length} events`;
if (CHECK) {
  let current = null;
  try {
    current = readFileSync(OUT, 'utf8');
  } catch (error) {
    console.error(
      `stale: cannot read ${OUT} (${error.code ?? error.message}); run node scripts/build-releases-data.mjs`,
    );
    process.exit(1);
  }
  if (current !== text) {
    console.error(`stale: ${OUT} differs from what scripts/build-releases-data.mjs generates (${summary})`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date: ${summary}`);
} else {
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}: ${summary}`);
}
